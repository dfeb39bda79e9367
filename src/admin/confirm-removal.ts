/**
 * Decap removes a list item (a programme, a scholarship, a committee seat) at
 * one click of its ✕, with no way back short of leaving unsaved: the editor
 * asks first, naming the item. The ✕ is the last button of an item's top bar
 * (the first folds the item; a list's own bar ends with Add); the question is
 * the browser's own.
 */
const isRemoveButton = (button: HTMLButtonElement) => {
  const bar = button.parentElement;
  // A list item's bar, not a list's own (its last button adds).
  return Boolean(bar && /ListItemTopBar/.test(String(bar.className)) && bar.lastElementChild === button && bar.firstElementChild !== button);
};

/** The item's name as its folded line shows it, else its first line of text. */
function itemName(button: HTMLButtonElement): string {
  const item = button.parentElement!.parentElement;
  const label = item?.querySelector('[class*=NestedObjectLabel]')?.textContent?.trim();
  return label || (item?.textContent ?? '').trim().split('\n')[0]!.slice(0, 80) || 'this item';
}

document.addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !isRemoveButton(button)) return;
    // Before Decap hears the click: a "no" stops it there.
    if (!window.confirm(`Remove "${itemName(button)}" from the list? It goes when you publish; until then, leaving without publishing keeps it.`)) {
      event.preventDefault();
      event.stopPropagation();
    }
  },
  true,
);
