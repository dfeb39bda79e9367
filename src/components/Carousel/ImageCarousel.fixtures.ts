import type { Example } from '../../gallery/types.ts';
import ImageCarousel from './ImageCarousel.astro';
import slide1 from '../../assets/placeholders/slide-1.jpg';
import slide2 from '../../assets/placeholders/slide-2.jpg';
import slide3 from '../../assets/placeholders/slide-3.jpg';

const images = [
  { src: slide1, alt: 'Illustration of the main academic block', caption: 'Stepped by hand' },
  { src: slide2, alt: "Illustration of the library's bookshelves", caption: 'Second slide' },
  { src: slide3, alt: 'Illustration of a laboratory bench', caption: 'Third slide' },
];

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The carousel island: slides, controls, indicators and rotation.';
export const component = ImageCarousel;
export const screenshots = true;

export const examples: Example[] = [
  { name: 'Manual, no wrap-around', props: { label: 'Manual example', images, maxWidth: 800 } },
  { name: 'Rotating with a pause control', props: { label: 'Rotating example', images, autoplayMs: 5000, maxWidth: 800 } },
];
