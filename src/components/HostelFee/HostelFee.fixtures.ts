import type { Example } from '../../gallery/types.ts';
import HostelFee from './HostelFee.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The hostel fee a year once published; until then, that it is not yet published and the office to ask.';
export const component = HostelFee;

export const examples: Example[] = [{ name: 'As fees.yaml gives it' }];
