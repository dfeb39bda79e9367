/**
 * Where a removed page's visitors should go: a page added by the same change
 * that says much the same (a page moved), else the section its breadcrumb
 * named, else the home page.
 */
import { DEFAULT_LANG, langOfRoute, routeIn } from '../../src/lib/languages.ts';

const words = (text) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

function likeness(a, b) {
  const [x, y] = [words(a), words(b)];
  const shared = [...x].filter((word) => y.has(word)).length;
  return shared / Math.max(1, new Set([...x, ...y]).size);
}

/** The breadcrumb's last link before the page itself, as a path on this site. */
function parentOf(metadata) {
  const trail = /"@type":"BreadcrumbList"[\s\S]*?"itemListElement":(\[[^\]]*\])/.exec(metadata)?.[1];
  if (!trail) return undefined;
  const items = JSON.parse(trail);
  const parent = items.at(-2)?.item;
  return parent ? new URL(parent).pathname.replace(/(.)\/$/, '$1') : undefined;
}

export function suggestRedirect(removed, added) {
  const [best] = added.map((page) => ({ route: page.route, score: likeness(removed.parts.text, page.parts.text) })).sort((a, b) => b.score - a.score);
  if (best && best.score >= 0.5) return { to: best.route, why: 'a new page with much the same text' };
  const parent = parentOf(removed.parts.metadata);
  if (parent && parent !== removed.route) return { to: parent, why: "the page's breadcrumb" };
  // The home page of the removed page's language, or the English one when that home page is what went.
  const home = routeIn(langOfRoute(removed.route), '/');
  return { to: home === removed.route ? routeIn(DEFAULT_LANG, '/') : home, why: 'no closer page' };
}
