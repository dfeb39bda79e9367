import type { Example } from '../../gallery/types.ts';
import CardGrid from './CardGrid.astro';
import type { Card } from './CardGrid.astro';
import slide from '../../assets/placeholders/slide-1.jpg';

const cards: Card[] = [
  { title: 'School of Engineering', text: 'B.Tech programmes across six branches.', href: '/', image: { src: slide, alt: '' } },
  { title: 'College of Pharmacy', text: 'D.Pharm, B.Pharm and M.Pharm.', href: '/', monogram: 'Pharmacy' },
  { title: 'A programme still being planned', text: 'Its page is not written yet.', href: 'pending' },
];

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'Cards with an image, a title, a text and one link.';
export const component = CardGrid;
export const screenshots = true;

export const examples: Example<{ cards: Card[]; linkLabel?: string }>[] = [
  { name: 'School cards: a picture, or the initial without one', props: { cards: cards.slice(0, 2) } },
  { name: 'Text-only cards, one pending', props: { cards: cards.slice(1).map(({ monogram: _monogram, ...card }) => card), linkLabel: 'View document' } },
];
