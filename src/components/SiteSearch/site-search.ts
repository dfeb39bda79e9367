/**
 * The search dialog's behaviour. The Pagefind library (built into
 * /pagefind/ after `astro build`) is imported the first time the dialog
 * opens, so pages pay nothing for search until a visitor asks for it.
 * Keyboard: "/" opens, Escape closes (focus goes back where it was), Tab
 * stays inside the dialog, arrow keys move between the box and the results.
 */
import { excerptParts, isTypingTarget, resultRoute, resultsStatus } from '../../lib/search';

const PAGEFIND_URL = '/pagefind/pagefind.js';
const PAGE_SIZE = 10;

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; section?: string };
}
interface PagefindResult {
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options?: object, ms?: number): Promise<{ results: PagefindResult[] } | null>;
}

const FOCUSABLE = 'a[href], button:not([hidden]):not([disabled]), input:not([disabled])';

export function enhanceSiteSearch(root: HTMLElement): void {
  const fallback = root.querySelector<HTMLAnchorElement>('[data-search-fallback]')!;
  const opener = root.querySelector<HTMLButtonElement>('[data-search-open]')!;
  const dialog = root.querySelector<HTMLDialogElement>('dialog')!;
  const form = dialog.querySelector<HTMLFormElement>('[data-search-form]')!;
  const input = dialog.querySelector<HTMLInputElement>('input[type="search"]')!;
  const status = dialog.querySelector<HTMLElement>('[role="status"]')!;
  const list = dialog.querySelector<HTMLOListElement>('ol')!;
  const more = dialog.querySelector<HTMLButtonElement>('[data-search-more]')!;
  const closeButton = dialog.querySelector<HTMLButtonElement>('[data-search-close]')!;

  fallback.hidden = true;
  opener.hidden = false;

  let library: Promise<Pagefind> | null = null;
  let returnFocusTo: HTMLElement | null = null;
  let results: PagefindResult[] = [];
  let shown = 0;
  let query = '';

  const load = () =>
    (library ??= import(/* @vite-ignore */ PAGEFIND_URL).then(async (pagefind: Pagefind) => {
      await pagefind.options({ excerptLength: 24 });
      await pagefind.init();
      return pagefind;
    }));

  const unavailable = () => {
    library = null;
    status.textContent = 'Search is not available right now. Please browse the site map instead.';
  };

  function open(from: HTMLElement | null) {
    if (dialog.open) return;
    returnFocusTo = from;
    dialog.showModal();
    input.focus();
    input.select();
    load().catch(unavailable);
  }

  function renderItem(data: PagefindResultData): HTMLLIElement {
    const item = document.createElement('li');
    item.className = 'site-search-result';
    const link = document.createElement('a');
    link.className = 'site-search-result__link';
    link.href = resultRoute(data.url);
    link.textContent = data.meta.title?.trim() || resultRoute(data.url);
    item.append(link);
    if (data.meta.section) {
      const section = document.createElement('span');
      section.className = 'site-search-result__section';
      section.append(Object.assign(document.createElement('span'), { className: 'visually-hidden', textContent: 'in ' }), data.meta.section);
      item.append(' ', section);
    }
    const excerpt = document.createElement('p');
    excerpt.className = 'site-search-result__excerpt';
    for (const part of excerptParts(data.excerpt)) {
      excerpt.append(part.highlighted ? Object.assign(document.createElement('mark'), { textContent: part.text }) : part.text);
    }
    item.append(excerpt);
    return item;
  }

  async function showNext(): Promise<HTMLAnchorElement | null> {
    const batch = results.slice(shown, shown + PAGE_SIZE);
    const forQuery = query;
    const data = await Promise.all(batch.map((result) => result.data()));
    if (forQuery !== query) return null;
    const items = data.map(renderItem);
    list.append(...items);
    shown += batch.length;
    list.hidden = shown === 0;
    more.hidden = shown >= results.length;
    status.textContent = resultsStatus(query, results.length, shown);
    return items[0]?.querySelector('a') ?? null;
  }

  async function search(value: string) {
    query = value.trim();
    if (!query) {
      results = [];
      shown = 0;
      list.replaceChildren();
      list.hidden = true;
      more.hidden = true;
      status.textContent = '';
      return;
    }
    let pagefind: Pagefind;
    try {
      pagefind = await load();
    } catch {
      unavailable();
      return;
    }
    const forQuery = query;
    const found = await pagefind.debouncedSearch(forQuery, {}, 200);
    if (!found || forQuery !== query) return; // a newer search replaced this one
    results = found.results;
    shown = 0;
    list.replaceChildren();
    await showNext();
  }

  opener.addEventListener('click', () => open(opener));
  closeButton.addEventListener('click', () => dialog.close());
  input.addEventListener('input', () => void search(input.value));
  form.addEventListener('submit', (event) => {
    // Enter moves to the first result rather than leaving the page.
    event.preventDefault();
    list.querySelector<HTMLAnchorElement>('a')?.focus();
  });
  more.addEventListener('click', async () => {
    const first = await showNext();
    first?.focus();
  });

  // A click on the backdrop (outside the panel) closes the dialog.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  dialog.addEventListener('close', () => {
    const target = returnFocusTo && returnFocusTo.isConnected ? returnFocusTo : opener;
    target.focus();
    returnFocusTo = null;
  });

  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      // Close at once, also from a search box that still holds words (which Escape would otherwise only clear).
      event.preventDefault();
      dialog.close();
      return;
    }
    // Only what can take focus now: not hidden, and rendered (display: none has no boxes).
    const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]') && el.getClientRects().length > 0);
    const index = focusables.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Tab') {
      // Keep focus inside the dialog: wrap at both ends.
      const first = focusables[0]!;
      const last = focusables[focusables.length - 1]!;
      if (event.shiftKey && (index === 0 || index === -1)) {
        last.focus();
        event.preventDefault();
      } else if (!event.shiftKey && index === focusables.length - 1) {
        first.focus();
        event.preventDefault();
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const stops = [input, ...Array.from(list.querySelectorAll<HTMLAnchorElement>('a'))];
      const at = stops.indexOf(document.activeElement as HTMLInputElement);
      if (at === -1 || stops.length < 2) return;
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
      stops[next]!.focus();
      event.preventDefault();
    }
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if (isTypingTarget(event.target as HTMLElement) || document.querySelector('dialog[open]')) return;
    event.preventDefault();
    const active = document.activeElement as HTMLElement | null;
    open(active && active !== document.body ? active : opener);
  });
}
