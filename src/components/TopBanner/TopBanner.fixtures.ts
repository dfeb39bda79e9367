import type { Example } from '../../gallery/types';

// The bar changes with the notices' dates: the example shows it on a fixed day, with admission open.
export const examples: Example[] = [{ name: 'Notices while admission is open', props: { asOf: '2025-10-01' } }];
