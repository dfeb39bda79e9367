/**
 * Enhances the programme table: shows the filter form, hides the rows that do
 * not match the chosen level and school, orders rows by fee, and says how many
 * programmes are shown. Without this script the full table reads as is.
 */
import { exploreRows, type ExplorerRow, type FeeSort } from '../../lib/programmes';

type Row = ExplorerRow & { element: HTMLTableRowElement };

export function enhanceExplorer(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('[data-explorer-controls]');
  const body = root.querySelector<HTMLTableSectionElement>('[data-explorer-rows]');
  const status = root.querySelector<HTMLElement>('[data-explorer-status]');
  const sortHeader = root.querySelector<HTMLElement>('[data-sort-column]');
  if (!form || !body || !status) return;

  const rows: Row[] = Array.from(body.rows).map((element) => ({
    element,
    level: element.dataset.level ?? '',
    school: element.dataset.school ?? '',
    fee: element.dataset.fee ? Number(element.dataset.fee) : null,
    order: Number(element.dataset.order),
  }));
  const field = (name: string) => form.elements.namedItem(name) as HTMLSelectElement;

  const update = () => {
    const filter = { level: field('level').value, school: field('school').value };
    const sort = field('sort').value as FeeSort;
    const shown = exploreRows(rows, filter, sort);
    const visible = new Set(shown);
    for (const row of rows) row.element.hidden = !visible.has(row);
    // Shown rows first in their new order, hidden ones after them.
    for (const row of [...shown, ...rows.filter((r) => !visible.has(r))]) body.append(row.element);
    if (sortHeader) {
      if (sort === 'default') sortHeader.removeAttribute('aria-sort');
      else sortHeader.setAttribute('aria-sort', sort === 'fee-asc' ? 'ascending' : 'descending');
    }
    status.textContent =
      shown.length === rows.length
        ? `Showing all ${rows.length} programmes.`
        : shown.length === 0
          ? 'No programme matches this level and school. Choose “Show all” to see every programme.'
          : `Showing ${shown.length} of ${rows.length} programmes.`;
  };

  form.addEventListener('change', update);
  form.addEventListener('submit', (event) => event.preventDefault());
  // A reset restores the selects after the event; update once they have.
  form.addEventListener('reset', () => setTimeout(update));
}
