import type { Example } from '../../gallery/types';

export const examples: Example[] = [{ name: 'Notices' }];
