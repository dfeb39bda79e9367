import type { Example } from '../../gallery/types.ts';
import HomeCarousel from './HomeCarousel.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The home page's slides, rotating until the visitor takes over.";
export const component = HomeCarousel;

export const examples: Example[] = [{ name: 'The home slides' }];
