import type { Example } from '../../gallery/types.ts';
import PhotoGallery from './PhotoGallery.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The photo gallery in the site's one carousel, with visible loading, loaded and failed states.";
export const component = PhotoGallery;

export const examples: Example[] = [{ name: 'Every photo' }];
