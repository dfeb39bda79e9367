/** The pages collection (src/content/pages/**.mdx): every page, one page in a language, and its rendered body. */
import { render, type CollectionEntry } from 'astro:content';
import { findEntry, readCollection, requireEntry } from './entry.ts';

export type Page = CollectionEntry<'pages'>;

export const getPages = () => readCollection('pages');

/** The page of a route (its file in src/content/pages without .mdx) in a language: the Hindi page when there is one, else the English one. */
export async function getPageIn(lang: string, route: string): Promise<Page> {
  const translated = lang === 'en' ? undefined : await findEntry('pages', `${lang}/${route}`);
  return translated ?? requireEntry('pages', route, `src/content/pages/${route}.mdx`);
}

/** Like getPageIn, or undefined when the site has no such page (a link to it would be a dead end). */
export async function findPageIn(lang: string, route: string): Promise<Page | undefined> {
  return (lang === 'en' ? undefined : await findEntry('pages', `${lang}/${route}`)) ?? (await findEntry('pages', route));
}

/** A page's body as a component: `<Content components={mdx} />`. */
export async function renderPage(page: Page) {
  return (await render(page)).Content;
}
