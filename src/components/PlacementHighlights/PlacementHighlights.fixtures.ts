import type { Example } from '../../gallery/types.ts';
import PlacementHighlights from './PlacementHighlights.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The placement highlights as a key-figures row under their campus and period, and the placement officer's contact.";
export const component = PlacementHighlights;

export const examples: Example[] = [{ name: 'The highlights' }];
