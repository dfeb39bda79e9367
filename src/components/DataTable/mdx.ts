/**
 * The site's one table: a table on wide screens, and below 768 px a card per
 * row (its heading, then each value under its column's label), so nothing
 * scrolls sideways on a phone. `columns` name the keys of each row; the first
 * column heads each row. A cell may be text, a number, a list of texts, or a
 * link `{ label, href }`. Mark amounts `numeric: true`, and the column a card
 * should show first (a total) `lead: true`. Write rupees as `₹ 90,000` (with a
 * no-break space).
 */
export { default as DataTable } from './DataTable.astro';
