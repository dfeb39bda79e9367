/**
 * What HTML alone cannot do for the menus: fold the menu behind a button on
 * narrow screens, close the open branch with Escape (focus returns to its
 * toggle), and close everything on a click or focus outside the menu.
 * Without this script every menu still opens and every link is reachable.
 */
const NARROW = window.matchMedia('(max-width: 767.98px)');

export function enhanceHeader(header: HTMLElement): void {
  const nav = header.querySelector<HTMLElement>('.site-nav')!;
  const toggle = header.querySelector<HTMLButtonElement>('.nav-toggle')!;
  const branches = () => Array.from(nav.querySelectorAll<HTMLDetailsElement>('details[open]'));

  const closeAll = () => branches().forEach((d) => (d.open = false));
  const setMenuOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('site-nav--open', open);
  };

  toggle.addEventListener('click', () => setMenuOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  NARROW.addEventListener('change', () => {
    setMenuOpen(false);
    closeAll();
  });

  header.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = branches();
    const innermost = open[open.length - 1];
    if (innermost) {
      innermost.open = false;
      innermost.querySelector<HTMLElement>(':scope > summary')!.focus();
      event.preventDefault();
    } else if (toggle.getAttribute('aria-expanded') === 'true') {
      setMenuOpen(false);
      toggle.focus();
      event.preventDefault();
    }
  });

  document.addEventListener('click', (event) => {
    if (!header.contains(event.target as Node)) {
      closeAll();
      if (NARROW.matches) setMenuOpen(false);
    }
  });

  // On wide screens a dropdown left behind by keyboard focus would cover the page.
  nav.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (!NARROW.matches && next && !nav.contains(next)) closeAll();
  });
}
