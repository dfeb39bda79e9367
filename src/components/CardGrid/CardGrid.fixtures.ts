import type { Example } from '../../gallery/types';
import type { Card } from './CardGrid.astro';
import engineering from '../../assets/placeholders/school-1.jpg';
import pharmacy from '../../assets/placeholders/school-2.jpg';

const cards: Card[] = [
  { title: 'School of Engineering', text: 'B.Tech programmes across six branches.', href: '/', image: { src: engineering, alt: '' } },
  { title: 'College of Pharmacy', text: 'D.Pharm, B.Pharm and M.Pharm.', href: '/', image: { src: pharmacy, alt: '' } },
  { title: 'A programme still being planned', text: 'Its page is not written yet.', href: 'pending' },
];

export const examples: Example<{ cards: Card[]; linkLabel?: string }>[] = [
  { name: 'School cards with images', props: { cards: cards.slice(0, 2) } },
  { name: 'Text-only cards, one pending', props: { cards: cards.slice(1).map(({ image: _image, ...card }) => card), linkLabel: 'View document' } },
];
