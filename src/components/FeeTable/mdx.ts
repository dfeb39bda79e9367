/**
 * The fee of every programme, year by year (a column for each year of the
 * longest programme), from `programmes.yaml`; nothing to write but the tag.
 * `<ExtraCharges />` shows the other charges, from `fees.yaml`.
 */
export { default as FeeTable } from './FeeTable.astro';
