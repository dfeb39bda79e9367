/**
 * The fee refund schedule and processing fee.
 * @from `fees.yaml`, `refunds`
 */
export { default as RefundSchedule } from './RefundSchedule.astro';
