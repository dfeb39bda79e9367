/**
 * The RSS feed of examination notifications and circulars in one language
 * (/feed.xml, /hi/feed.xml): the documents collection's dated items, newest
 * first, each linking to its file or, while it is not yet published, to the
 * page that lists it in the feed's language.
 */
import type { RSSOptions } from '@astrojs/rss';
import { DOCUMENT_CATEGORIES } from '../lib/documents';
import { defineStrings, LANGUAGES, routeIn, type Lang } from '../lib/i18n';
import { PENDING } from '../lib/links';
import { feedOptions, type FeedItem } from '../lib/rss';
import { getSite } from '../queries';
import { getDocuments } from './documents';
import { hrefIn } from './languages';
import { getTranslator } from './translations';
import { strings } from '../layouts/strings';

/** The categories the feed carries, with the page that lists each. */
const FEED_CATEGORIES = {
  notifications: '/notifications',
  'examination-circulars': '/examination-circulars',
} as const;

const inFeed = (category: string): category is keyof typeof FEED_CATEGORIES => category in FEED_CATEGORIES;

/** The feed's words besides the documents' titles, which come from the dictionaries. */
const words = defineStrings({
  en: { description: (site: string) => `Examination notifications and circulars published by ${site}, newest first.` },
  hi: { description: (site: string) => `${site} द्वारा प्रकाशित परीक्षा अधिसूचनाएँ और परिपत्र, नवीनतम पहले।` },
});

export async function documentFeed(lang: Lang, siteUrl: URL): Promise<RSSOptions> {
  const translate = await getTranslator(lang);
  const siteName = translate((await getSite()).name);
  const documents = await getDocuments();
  // A feed item needs a date; documents known only by their session stay on the pages.
  const inThisFeed = documents.flatMap((doc) => (inFeed(doc.category) && doc.date ? [{ ...doc, category: doc.category, date: doc.date }] : []));
  const items: FeedItem[] = await Promise.all(
    inThisFeed.map(async (doc) => ({
      id: doc.id,
      title: translate(doc.title),
      // A document not yet published links to the page that lists it; a page of this site, in the feed's language.
      link: await hrefIn(lang, doc.href === PENDING ? FEED_CATEGORIES[doc.category] : doc.href),
      date: doc.date,
      category: translate(DOCUMENT_CATEGORIES[doc.category]),
    })),
  );
  return feedOptions(
    {
      title: `${siteName}: ${strings[lang].feedTitle}`,
      description: words[lang].description(siteName),
      link: routeIn(lang, '/notifications'),
      self: routeIn(lang, '/feed.xml'),
      language: LANGUAGES[lang].locale,
      items,
    },
    siteUrl,
  );
}
