import type { Example } from '../../gallery/types.ts';
import OrgChart from './OrgChart.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The organisation chart as an image and as a nested list from the same tree.';
export const component = OrgChart;

export const examples: Example[] = [{ name: 'The whole chart' }];
