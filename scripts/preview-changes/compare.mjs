/**
 * Which routes a change added, removed or modified, judged by each page's
 * main content and metadata; and, separately, on which pages the frame
 * (menu, banner, footer) changed, so that a frame change is reported once
 * rather than as every page modified.
 */
import { normalise, pageParts } from './page-parts.mjs';
import { readPage } from './built-site.mjs';

/** @returns {{ changes: { route: string, kind: 'added'|'removed'|'modified', what: string[] }[], frame: string[], parts: Map<string, {base?: object, head?: object}> }} */
export function compareSites(base, head) {
  const routes = [...new Set([...base.routes.keys(), ...head.routes.keys()])].sort();
  const changes = [];
  const frame = [];
  const parts = new Map();
  for (const route of routes) {
    // A page the same but for build noise needs no parsing: most pages of a small change.
    if (base.routes.has(route) && head.routes.has(route) && normalise(readPage(base, route)) === normalise(readPage(head, route))) continue;
    const before = base.routes.has(route) ? pageParts(readPage(base, route)) : undefined;
    const after = head.routes.has(route) ? pageParts(readPage(head, route)) : undefined;
    parts.set(route, { base: before, head: after });
    if (!before) changes.push({ route, kind: 'added', what: [] });
    else if (!after) changes.push({ route, kind: 'removed', what: [] });
    else {
      const what = [before.main !== after.main && 'content', before.metadata !== after.metadata && 'metadata'].filter(Boolean);
      if (what.length && before.lastUpdated !== after.lastUpdated) what.push('last updated');
      if (what.length) changes.push({ route, kind: 'modified', what });
      if (before.frame !== after.frame) frame.push(route);
    }
  }
  return { changes, frame, parts };
}
