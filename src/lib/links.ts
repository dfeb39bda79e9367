/**
 * One rule for every link the content can hold, so menus, cards and document
 * lists all treat targets the same way and nothing ever renders as a dead "#" link.
 *
 *   /some-route           internal page
 *   /documents/x.pdf      a file under public/ (has an extension)
 *   https://…             external: opens in a new tab
 *   mailto: / tel:        contact links
 *   pending               target not known yet: rendered as text, "not yet published"
 */
export type LinkKind = 'internal' | 'file' | 'external' | 'mail' | 'tel' | 'pending';

export const PENDING = 'pending';

export function linkKind(href: string): LinkKind {
  if (href === PENDING) return 'pending';
  if (href.startsWith('mailto:')) return 'mail';
  if (href.startsWith('tel:')) return 'tel';
  if (href.startsWith('https://')) return 'external';
  if (/^\/[^?#]*\.[a-z0-9]{2,5}$/i.test(href)) return 'file';
  return 'internal';
}

/** Why an href is not acceptable, or null when it is. Used by the zod schemas. */
export function linkProblem(href: string): string | null {
  if (href === '' || href === '#' || href.startsWith('/#')) {
    return 'a link needs a real target; write "pending" when the target is not known yet';
  }
  if (href === PENDING) return null;
  if (href.startsWith('http://')) return 'external links must use https://';
  if (href.startsWith('https://')) {
    try {
      new URL(href);
      return null;
    } catch {
      return `"${href}" is not a valid web address`;
    }
  }
  if (href.startsWith('mailto:')) return /^mailto:[^@\s]+@[^@\s]+$/.test(href) ? null : 'write mailto:name@example.com';
  if (href.startsWith('tel:')) return /^tel:\+?[0-9-]{6,16}$/.test(href) ? null : 'write tel:+91… with digits only';
  if (!href.startsWith('/')) return 'start internal links with "/", external ones with "https://", or write "pending"';
  if (/\s/.test(href)) return 'links may not contain spaces';
  return null;
}

/** Opens in a new tab: external sites and documents, as the specification asks. */
export function opensInNewTab(href: string): boolean {
  const kind = linkKind(href);
  return kind === 'external' || kind === 'file';
}

/** Route of an internal href without query, fragment or trailing slash. */
export function routeOf(href: string): string {
  const path = href.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

/** The route of a pages-collection entry: its id, with "index" for the home page. */
export function pageRoute(id: string): string {
  return id === 'index' ? '/' : `/${id}`;
}
