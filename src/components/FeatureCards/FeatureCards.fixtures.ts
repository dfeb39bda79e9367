import type { Example } from '../../gallery/types.ts';
import FeatureCards from './FeatureCards.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'Cards that inform without leading anywhere: a title with a short text or a list. For cards that open a page, use CardGrid.';
export const component = FeatureCards;

// A page writes its cards in the tag; these are samples.
export const examples: Example[] = [
  {
    name: 'Text and list cards (sample)',
    props: {
      cards: [
        { title: 'Advice (sample)', text: 'A short text saying what the service offers.' },
        { title: 'Support (sample)', items: ['A first item', 'A second item'] },
        { title: 'Access (sample)', text: 'Cards share a row on a wide screen and stack on a phone.' },
      ],
    },
  },
];
