/**
 * /feed.xml and /hi/feed.xml: RSS 2.0 feed of examination notifications and
 * examination circulars from the documents collection, newest first, in each
 * language: the Hindi feed names the documents and their categories in Hindi
 * (from the dictionary) and links to the Hindi pages that list them. Pages
 * that list them announce their language's feed with `feed: true`.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import rss from '@astrojs/rss';
import { LANGS, languageParam, LANGUAGES, langOf, routeIn } from '../../lib/languages.ts';
import { PENDING } from '../../lib/links.ts';
import { feedOptions, feedWords, type FeedItem } from '../../lib/rss.ts';
import { getSite } from '../../data/site.ts';
import { getCategoryName, getDocuments } from '../../data/documents.ts';
import { hrefIn } from '../../data/page-languages.ts';

export const getStaticPaths = (() => LANGS.map((lang) => ({ params: { language: languageParam(lang) } }))) satisfies GetStaticPaths;

/** The categories the feed carries, with the page that lists each. */
const FEED_CATEGORIES = {
  notifications: '/notifications',
  'examination-circulars': '/examination-circulars',
} as const;

const inFeed = (category: string): category is keyof typeof FEED_CATEGORIES => category in FEED_CATEGORIES;

export const GET: APIRoute = async ({ site: siteUrl, currentLocale }) => {
  const lang = langOf(currentLocale);
  const t = feedWords[lang];
  const { name } = await getSite(lang);
  const documents = await getDocuments(lang);
  const items: FeedItem[] = await Promise.all(
    documents.flatMap(({ id, ...data }) => {
      const { category } = data;
      // A feed item needs a date; documents known only by their session stay on the pages.
      return inFeed(category) && data.date
        ? [
            (async () => ({
              id,
              title: data.title,
              // A document not yet published links to the page that lists it; a page of this site, in the feed's language where it has one.
              link: await hrefIn(lang, data.href === PENDING ? FEED_CATEGORIES[category] : data.href),
              date: data.date!,
              category: await getCategoryName(category, lang),
            }))(),
          ]
        : [];
    }),
  );
  return rss(
    feedOptions(
      {
        title: t.title(name),
        description: t.description(name),
        link: await hrefIn(lang, '/notifications'),
        self: routeIn(lang, '/feed.xml'),
        language: LANGUAGES[lang].locale,
        items,
      },
      siteUrl!,
    ),
  );
};
