/**
 * The public disclosure table.
 * @from `disclosures.yaml`
 */
export { default as DisclosureTable } from './DisclosureTable.astro';
