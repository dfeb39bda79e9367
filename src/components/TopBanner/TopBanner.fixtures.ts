import type { Example } from '../../gallery/types.ts';
import TopBanner from './TopBanner.astro';

// The bar changes with the notices' dates: the example shows it on a fixed day, with admission open.
/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The notices: links in a row on wide screens, one Notices button on phones.';
export const component = TopBanner;
export const screenshots = true;

export const examples: Example[] = [{ name: 'Notices while admission is open', props: { asOf: '2025-10-01' } }];
