/**
 * The header's menus as one island: the masthead (the brand and the search
 * tool, passed in as slots, then the phone's Menu button) and the main
 * menu, whose tree of native <details> is rendered by MenuTree.astro and
 * passed in as children. Without JavaScript every branch opens and every link
 * is reachable; siblings share a `name`, so the browser keeps one branch open
 * per level.
 *
 * Below 768 px the menu is a popover the Menu button opens with the
 * browser's invoker commands: it opens at the first tap, before (and
 * without) any script, and the browser closes it on Escape or a tap outside,
 * returning focus to the button. On wide screens the same element is shown
 * in place as the menu bar (header.css).
 *
 * Hydrated when the visitor reaches for the header, it adds what HTML alone
 * cannot: Escape closes the innermost open branch first (focus returns to its
 * toggle); a click outside the header closes the open branches; on wide
 * screens focus leaving the menu closes its dropdown; the Menu button says
 * whether the menu is open. It takes over the menu as the visitor left it.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '../use-hydrated.ts';
import type { Lang } from '../../lib/languages.ts';
import { words as strings } from './Header.words.ts';

const NARROW = '(max-width: 767.98px)';

export interface HeaderMenusProps {
  /** The university's name and mark, linking home (a slot). */
  brand?: ReactNode;
  /** The masthead's tools before the Menu button: search (a slot). */
  tools?: ReactNode;
  /** The menu tree (the default slot). */
  children?: ReactNode;
  /** The page's language, for the Menu button and the menu's name. */
  lang?: Lang;
}

export default function HeaderMenus({ brand, tools, children, lang = 'en' }: HeaderMenusProps) {
  const t = strings[lang];
  // Read from the popover, which the browser opens and closes itself.
  const [menuOpen, setMenuOpen] = useState(false);
  const ready = useHydrated();
  const masthead = useRef<HTMLDivElement>(null);
  const nav = useRef<HTMLElement>(null);

  const openBranches = () => Array.from(nav.current?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? []);
  const closeBranches = useCallback(() => openBranches().forEach((branch) => (branch.open = false)), []);

  useEffect(() => {
    const menu = nav.current;
    if (!menu) return;
    const narrow = window.matchMedia(NARROW);
    const onToggle = (event: Event) => setMenuOpen((event as ToggleEvent).newState === 'open');
    const onLayoutChange = () => {
      if (menu.matches(':popover-open')) menu.hidePopover();
      closeBranches();
    };
    const onOutsideClick = (event: MouseEvent) => {
      const header = menu.closest('header');
      if (!header?.contains(event.target as Node)) closeBranches();
    };
    // Opened by a tap before the script arrived: carry on from there.
    setMenuOpen(menu.matches(':popover-open'));
    menu.addEventListener('toggle', onToggle);
    narrow.addEventListener('change', onLayoutChange);
    document.addEventListener('click', onOutsideClick);
    return () => {
      menu.removeEventListener('toggle', onToggle);
      narrow.removeEventListener('change', onLayoutChange);
      document.removeEventListener('click', onOutsideClick);
    };
  }, [closeBranches]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const innermost = openBranches().at(-1);
    if (innermost) {
      innermost.open = false;
      innermost.querySelector<HTMLElement>(':scope > summary')?.focus();
      event.preventDefault();
    }
    // Otherwise the browser closes the open phone menu and returns focus to the Menu button.
  };

  // On wide screens a dropdown left behind by keyboard focus would cover the page.
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!window.matchMedia(NARROW).matches && next && !nav.current?.contains(next)) closeBranches();
  };

  return (
    <>
      {/* Keyboard handling only: Escape from the search or Menu buttons closes the menu. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="masthead page-width" ref={masthead} onKeyDown={closeOnEscape}>
        {brand}
        <div className="masthead__actions">
          {tools}
          <button
            type="button"
            className="nav-toggle"
            // Until the script knows the menu's state, the browser tells it from the popover.
            aria-expanded={ready ? menuOpen : undefined}
            aria-controls="site-nav"
            {...{ commandfor: 'site-nav', command: 'toggle-popover' }}
            data-ready={ready ? '' : undefined}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {t.menu}
          </button>
        </div>
      </div>
      {/* Keyboard handling only, for the menu's own summaries and links: Escape closes what is open. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <nav id="site-nav" className="site-nav" popover="auto" aria-label={t.mainMenu} ref={nav} onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
        <div className="page-width">{children}</div>
      </nav>
    </>
  );
}
