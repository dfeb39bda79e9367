export { default as OrgChart } from './OrgChart.astro';
