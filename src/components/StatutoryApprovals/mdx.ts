export { default as StatutoryApprovals } from './StatutoryApprovals.astro';
