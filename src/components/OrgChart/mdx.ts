/**
 * The organisation chart.
 * @from `university/org-chart.yaml`
 */
export { default as OrgChart } from './OrgChart.astro';
