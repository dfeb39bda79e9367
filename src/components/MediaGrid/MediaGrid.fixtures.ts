import type { Example } from '../../gallery/types.ts';
import MediaGrid from './MediaGrid.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'A grid of pictures shown whole (press clippings, advertisement posters), with their titles or captions.';
export const component = MediaGrid;

export const examples: Example[] = [
  { name: 'Press clippings', props: { id: 'media-coverage' } },
  { name: 'Advertisement posters', props: { id: 'ads-archive' } },
];
