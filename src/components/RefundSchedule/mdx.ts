export { default as RefundSchedule } from './RefundSchedule.astro';
