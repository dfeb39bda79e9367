import type { Example } from '../../gallery/types.ts';
import RefundSchedule from './RefundSchedule.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = 'The fee refund schedule: the share refunded by when a student withdraws, and the processing fee kept.';
export const component = RefundSchedule;

export const examples: Example[] = [{ name: 'The schedule' }];
