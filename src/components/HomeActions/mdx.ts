export { default as HomeActions } from './HomeActions.astro';
