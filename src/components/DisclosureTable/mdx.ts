export { default as DisclosureTable } from './DisclosureTable.astro';
