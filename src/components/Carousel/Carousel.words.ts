import { defineWords } from '../../lib/languages.ts';

/**
 * The carousel's own words. The island cannot read the page's locale, so its
 * .astro wrapper passes the language and the island picks its words here
 * (functions cannot cross into an island as props).
 */
export const words = defineWords({
  en: {
    previous: 'Previous',
    next: 'Next',
    pause: 'Pause',
    play: 'Play',
    restart: 'Restart',
    /** What screen readers hear around Pause / Play / Restart, in the language's word order: "Pause slide show". */
    slideShowBefore: '',
    slideShowAfter: ' slide show',
    slide: (position: number, total: number) => `${position} of ${total}`,
    showSlide: (position: number, total: number) => `Show slide ${position} of ${total}`,
    /** What the status line calls a slide when the page does not name it. */
    item: 'Image',
    loadingItem: (item: string, position: number, total: number) => `Loading ${item.charAt(0).toLowerCase()}${item.slice(1)} ${position} of ${total}…`,
    loadedItem: (item: string, position: number, total: number) => `${item} ${position} of ${total} loaded`,
    failedItem: (item: string, position: number, total: number) => `${item} ${position} of ${total} could not be loaded`,
    loadingImage: 'Loading image…',
    failedImage: (alt: string) => `This image could not be loaded: ${alt}`,
  },
  hi: {
    previous: 'पिछला',
    next: 'अगला',
    pause: 'रोकें',
    play: 'चलाएँ',
    restart: 'फिर से चलाएँ',
    slideShowBefore: 'स्लाइड शो ',
    slideShowAfter: '',
    slide: (position: number, total: number) => `${total} में से ${position}`,
    showSlide: (position: number, total: number) => `${total} में से स्लाइड ${position} दिखाएँ`,
    item: 'चित्र',
    loadingItem: (item: string, position: number, total: number) => `${item} ${position} (${total} में से) लोड हो रहा है…`,
    loadedItem: (item: string, position: number, total: number) => `${item} ${position} (${total} में से) लोड हो गया`,
    failedItem: (item: string, position: number, total: number) => `${item} ${position} (${total} में से) लोड नहीं हो सका`,
    loadingImage: 'चित्र लोड हो रहा है…',
    failedImage: (alt: string) => (alt ? `यह चित्र लोड नहीं हो सका: ${alt}` : 'यह चित्र लोड नहीं हो सका'),
  },
});
