/**
 * Site search as an island over Pagefind's API (the index is built into
 * /pagefind/ after `astro build`). Without JavaScript the control is a link to
 * the site map; with it, a button opening a modal dialog with the browser's
 * invoker commands, so the first tap opens it before the island has
 * hydrated (the box takes the focus, the close button, Escape and a click on
 * the backdrop close it, and focus returns to the button, all the browser's
 * own). The island adds the search itself (it takes over a box opened and
 * typed in before it arrived) and the "/" key (the `shortcutKey` option of
 * client:interaction wakes the island for it). Pagefind's library loads the
 * first time the dialog opens. Results are
 * Pagefind's own: title, the section the page sits in, and its excerpt, whose
 * HTML Pagefind escapes and marks up with <mark>.
 *
 * Keyboard: Escape closes (focus goes back where it was), Tab stays inside the
 * dialog, the arrow keys move between the box and the results, Enter in the
 * box moves to the first result.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isTypingTarget, resultRoute, resultsStatus } from '../../lib/search.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useModalDialog } from '../ModalDialog/use-modal-dialog.ts';
import CloseIcon from '../ModalDialog/CloseIcon.tsx';
import { invokes, LIGHT_DISMISS } from '../ModalDialog/platform-attributes.ts';
import type { Lang } from '../../lib/languages.ts';
import { words as strings } from './SiteSearch.words.ts';

const SEARCH_DIALOG_ID = 'site-search-dialog';
const PAGEFIND_URL = '/pagefind/pagefind.js';
const PAGE_SIZE = 10;

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; section?: string };
}
interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options?: object, ms?: number): Promise<{ results: PagefindResult[] } | null>;
}

let library: Promise<Pagefind> | null = null;
const loadPagefind = () =>
  (library ??= import(/* @vite-ignore */ PAGEFIND_URL).then(async (pagefind: Pagefind) => {
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  }));

const icon = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
    <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

/** `siteMap`: the site map in the page's language, where the control leads without JavaScript. */
export default function SiteSearch({ lang = 'en', siteMap = '/sitemap' }: { lang?: Lang; siteMap?: string }) {
  const t = strings[lang];
  const ready = useHydrated();
  const { ref: dialog, keepTabInside } = useModalDialog();
  const opener = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const query = useRef('');
  const [results, setResults] = useState<PagefindResult[]>([]);
  const [shown, setShown] = useState<PagefindResultData[]>([]);
  const [status, setStatus] = useState('');

  const prepare = () =>
    loadPagefind().catch(() => {
      library = null;
      setStatus(t.unavailable);
    });

  const open = (from: HTMLElement | null) => {
    const element = dialog.current;
    if (!element || element.open) return;
    returnFocusTo.current = from;
    element.showModal();
    input.current?.focus();
    input.current?.select();
    void prepare();
  };

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target as HTMLElement) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      const active = document.activeElement as HTMLElement | null;
      open(active && active !== document.body ? active : opener.current);
    };
    document.addEventListener('keydown', onKey);
    // Woken by the "/" key itself: that press asked for the dialog.
    const island = opener.current?.closest<HTMLElement>('astro-island');
    if (island?.dataset.wokenBy === 'key') {
      const active = document.activeElement as HTMLElement | null;
      open(active && active !== document.body ? active : opener.current);
    }
    return () => document.removeEventListener('keydown', onKey);
    // Subscribed once: `open` reads only refs and the page's language, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The next page of results, appended; the first new link, so "Show more" can move focus to it. */
  const showMore = async (all: PagefindResult[], from: PagefindResultData[], forQuery: string) => {
    const batch = await Promise.all(all.slice(from.length, from.length + PAGE_SIZE).map((result) => result.data()));
    if (forQuery !== query.current) return false;
    const next = [...from, ...batch];
    setShown(next);
    setStatus(resultsStatus(forQuery, all.length, next.length, t));
    return true;
  };

  const search = async (value: string) => {
    const forQuery = value.trim();
    query.current = forQuery;
    if (!forQuery) {
      setResults([]);
      setShown([]);
      setStatus('');
      return;
    }
    let pagefind: Pagefind;
    try {
      pagefind = await loadPagefind();
    } catch {
      library = null;
      setStatus(t.unavailable);
      return;
    }
    const found = await pagefind.debouncedSearch(forQuery, {}, 200);
    if (!found || forQuery !== query.current) return; // a newer search replaced this one
    setResults(found.results);
    await showMore(found.results, [], forQuery);
  };

  useEffect(() => {
    // Opened, and perhaps typed in, before the script arrived: search what is there.
    if (!dialog.current?.open) return;
    if (input.current?.value) void search(input.current.value);
    else void prepare();
    // Once, on arrival: later searches follow the box's input events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onMore = async () => {
    const before = shown.length;
    if (await showMore(results, shown, query.current)) {
      // After React has drawn them, move to the first new result.
      requestAnimationFrame(() => list.current?.querySelectorAll<HTMLAnchorElement>('a')[before]?.focus());
    }
  };

  const onSubmit = (event: FormEvent) => {
    // Enter moves to the first result rather than leaving the page.
    event.preventDefault();
    list.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  };

  const onClose = () => {
    const back = returnFocusTo.current?.isConnected ? returnFocusTo.current : null;
    returnFocusTo.current = null;
    // Opened by the page itself (the button's invoker command, or the "/" key before this island arrived), the dialog
    // has already given focus back to where it was when it opened; only when that left nothing focused, to the button.
    if (back) back.focus();
    else if (!document.activeElement || document.activeElement === document.body) opener.current?.focus();
  };

  const onDialogKeyDown = (event: KeyboardEvent) => {
    const element = dialog.current!;
    if (event.key === 'Escape') {
      // Close at once, also from a search box that still holds words (which Escape would otherwise only clear).
      event.preventDefault();
      element.close();
      return;
    }
    keepTabInside(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const stops = [input.current!, ...Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
      const at = stops.indexOf(document.activeElement as HTMLInputElement);
      if (at === -1 || stops.length < 2) return;
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
      stops[next]!.focus();
      event.preventDefault();
    }
  };

  return (
    <div className="site-search" data-ready={ready ? '' : undefined}>
      <a className="site-search__trigger site-search__fallback" href={siteMap}>
        {icon}
        <span className="site-search__label">
          {t.search}
          <span className="visually-hidden">{t.toSiteMap}</span>
        </span>
      </a>
      {/* The browser opens the dialog; the click, seen first, starts fetching the index. */}
      <button
        type="button"
        className="site-search__trigger site-search__open"
        aria-haspopup="dialog"
        ref={opener}
        {...invokes(SEARCH_DIALOG_ID, 'show-modal')}
        onClick={() => void prepare()}
      >
        {icon}
        <span className="site-search__label">{t.search}</span>
      </button>

      {/* Keyboard handling for the dialog; its controls are the buttons, box and links inside. */}
      <dialog
        id={SEARCH_DIALOG_ID}
        className="site-search__dialog"
        aria-labelledby="site-search-title"
        // A click on the backdrop closes it (the browser's light dismiss).
        {...LIGHT_DISMISS}
        ref={dialog}
        onClose={onClose}
        onKeyDown={onDialogKeyDown}
      >
        <div className="site-search__panel">
          <div className="site-search__head">
            <h2 id="site-search-title" className="site-search__title">
              {t.title}
            </h2>
            <button type="button" className="site-search__close" {...invokes(SEARCH_DIALOG_ID, 'close')}>
              <CloseIcon />
              <span className="visually-hidden">{t.close}</span>
            </button>
          </div>
          <form className="site-search__form" role="search" action={siteMap} onSubmit={onSubmit}>
            <label className="site-search__input-label" htmlFor="site-search-input">
              {t.inputLabel}
            </label>
            <input
              id="site-search-input"
              className="site-search__input"
              type="search"
              name="q"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              aria-describedby="site-search-status"
              ref={input}
              // Opening the dialog, which the visitor asked for, moves focus here (the browser's dialog focusing).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              onInput={(event) => void search(event.currentTarget.value)}
            />
          </form>
          <p id="site-search-status" className="site-search__status" role="status">
            {status}
          </p>
          <ol className="site-search__results" aria-label={t.results} hidden={shown.length === 0} ref={list}>
            {shown.map((data) => {
              const route = resultRoute(data.url);
              return (
                <li key={data.url} className="site-search-result">
                  <a className="site-search-result__link" href={route}>
                    {data.meta.title?.trim() || route}
                  </a>
                  {data.meta.section && (
                    <>
                      {' '}
                      <span className="site-search-result__section">
                        <span className="visually-hidden">{t.inSection}</span>
                        {data.meta.section}
                      </span>
                    </>
                  )}
                  {/* Pagefind's excerpt: the page's text, escaped by Pagefind, with the matches in <mark>. */}
                  <p className="site-search-result__excerpt" dangerouslySetInnerHTML={{ __html: data.excerpt }} />
                </li>
              );
            })}
          </ol>
          <button type="button" className="button button--secondary site-search__more" hidden={shown.length >= results.length} onClick={() => void onMore()}>
            {t.more}
          </button>
          <p className="site-search__hint">
            {t.tip[0]} <kbd>/</kbd> {t.tip[1]} <a href={siteMap}>{t.siteMap}</a>
            {t.tip[2]}
          </p>
        </div>
      </dialog>
    </div>
  );
}
