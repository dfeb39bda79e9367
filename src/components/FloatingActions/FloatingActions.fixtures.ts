import type { Example } from '../../gallery/types';

export const examples: Example[] = [
  { name: 'Call button only', props: { chat: false } },
  { name: 'With the chat link', props: { chat: true } },
];
