import type { Example } from '../../gallery/types.ts';
import DisclosureTable from './DisclosureTable.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The public disclosure table: lettered sections, each item with its status, links and remarks.';
export const component = DisclosureTable;

export const examples: Example[] = [{ name: 'Every section' }];
