import type { Example } from '../../gallery/types';

export const examples: Example[] = [{ name: 'Site header with the menu', props: { currentPath: '/' } }];
