import type { Example } from '../../gallery/types.ts';
import FeeTable from './FeeTable.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "Every programme's fee by year, grouped by school, with the computed total; a card per programme on a phone.";
export const component = FeeTable;

export const examples: Example[] = [{ name: 'Every programme' }];
