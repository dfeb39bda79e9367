import type { Example } from '../../gallery/types';

export const examples: Example[] = [
  { name: 'New', props: { tone: 'new' }, slot: 'New' },
  { name: 'Pending', props: { tone: 'pending' }, slot: 'Not yet published' },
];
