import type { Example } from '../../gallery/types.ts';
import ProgrammeExplorer from './ProgrammeExplorer.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'Every programme in one table with filters by level and school and a sort by fee once hydrated.';
export const component = ProgrammeExplorer;

export const examples: Example[] = [{ name: 'Every programme' }];
