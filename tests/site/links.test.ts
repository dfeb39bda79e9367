/**
 * No broken internal link, fragment, image or asset anywhere in the built
 * output, no empty or "#" links, and no "click here" link text.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtPages, CLIENT_DIR, SITE_PAGES } from '../../server/built-site.ts';

/** Routes answered by the server rather than by a file (on-demand routes). */
const SERVER_ROUTES = [/^\/api\/enquiries(\.csv)?$/];

const pages = builtPages({ kinds: SITE_PAGES });
const documents = new Map(pages.map((p) => [p.route, parse(p.html)]));

function fileFor(path: string): string | null {
  const clean = decodeURIComponent(path);
  const candidates = [join(CLIENT_DIR, clean), join(CLIENT_DIR, clean, 'index.html'), join(CLIENT_DIR, `${clean}.html`)];
  return candidates.find((c) => existsSync(c) && !c.endsWith('/')) ?? null;
}

function targetsOf(doc: HTMLElement): { attr: string; value: string; text?: string }[] {
  const found: { attr: string; value: string; text?: string }[] = [];
  for (const a of doc.querySelectorAll('a[href]')) found.push({ attr: 'a href', value: a.getAttribute('href')!, text: a.textContent });
  for (const el of doc.querySelectorAll('link[href]')) {
    if (el.getAttribute('rel') !== 'canonical') found.push({ attr: 'link href', value: el.getAttribute('href')! });
  }
  for (const el of doc.querySelectorAll('img[src], script[src], source[src]')) found.push({ attr: 'src', value: el.getAttribute('src')! });
  for (const el of doc.querySelectorAll('img[srcset], source[srcset]')) {
    for (const candidate of el.getAttribute('srcset')!.split(',')) found.push({ attr: 'srcset', value: candidate.trim().split(/\s+/)[0]! });
  }
  return found;
}

describe('every link and asset in the built site resolves', () => {
  it('found built pages to check', () => {
    expect(pages.length).toBeGreaterThan(2);
  });

  for (const page of pages) {
    it(page.route, () => {
      const doc = documents.get(page.route)!;
      const problems: string[] = [];
      for (const { attr, value, text } of targetsOf(doc)) {
        if (value === '' || value === '#') {
          problems.push(`${attr}="${value}" leads nowhere`);
          continue;
        }
        if (text && /^\s*(click here|here|read more)\s*$/i.test(text)) problems.push(`link text "${text.trim()}" does not say where it goes (${value})`);
        if (/^(https:|mailto:|tel:|data:)/.test(value)) continue;
        if (value.startsWith('http:')) {
          problems.push(`${value} is not https`);
          continue;
        }
        const url = new URL(value, `https://site.test${page.route.endsWith('/') ? page.route : page.route + '/'}`);
        if (url.host !== 'site.test') continue;
        const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : '/';
        if (SERVER_ROUTES.some((r) => r.test(path))) continue;
        const target = documents.get(path) ? path : null;
        if (!target && !fileFor(path)) {
          problems.push(`${attr} ${value} does not exist`);
          continue;
        }
        if (url.hash.length > 1) {
          const targetDoc = target ? documents.get(target)! : null;
          const id = decodeURIComponent(url.hash.slice(1));
          if (targetDoc && !targetDoc.querySelector(`[id="${id}"]`)) problems.push(`${value}: no element with id "${id}"`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
