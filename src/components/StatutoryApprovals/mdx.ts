/**
 * The statutory approvals.
 * @from `university/statutory-approvals.yaml`
 */
export { default as StatutoryApprovals } from './StatutoryApprovals.astro';
