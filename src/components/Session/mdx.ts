export { default as Session } from './Session.astro';
