/**
 * The Public Disclosure table (src/content/data/disclosures.yaml) with each
 * item's status worked out from what its links lead to, so the table never
 * calls something published that the site does not publish.
 */
import { getDocuments } from './documents.ts';
import { getStatutoryApprovals } from './about.ts';
import { requireEntry } from './entry.ts';
import { knownRoutes } from './routes.ts';
import { entryIn } from './translations.ts';
import type { Lang } from '../lib/languages.ts';
import { linkKind, routeOf } from '../lib/links.ts';
import { disclosureStatus, type DisclosureStatus } from '../lib/disclosure-status.ts';

/** The hrefs of the documents a disclosure link may name, by source. */
async function documentHrefs(): Promise<Map<string, string[]>> {
  const hrefs = new Map<string, string[]>();
  for (const doc of await getDocuments()) hrefs.set(doc.category, [...(hrefs.get(doc.category) ?? []), doc.href]);
  const approvals = await getStatutoryApprovals();
  hrefs.set('statutory-approvals', [approvals.eoaReport, ...approvals.cards.map((card) => card.href)]);
  return hrefs;
}

export type { DisclosureStatus };

/** The table with its words in a language. */
export async function getDisclosures(lang: Lang) {
  const data = await entryIn(lang, 'disclosures', (await requireEntry('disclosures', 'disclosures', 'src/content/data/disclosures.yaml')).data);
  const hrefs = await documentHrefs();
  const routes = await knownRoutes();
  // Online: not pending, and a page of this site only once it is built.
  const isOnline = (href: string) => linkKind(href) !== 'pending' && (linkKind(href) !== 'internal' || routes.has(routeOf(href)));
  const sections = data.sections.map((section, index) => ({
    ...section,
    // Sections are lettered by their place: a, b, c…
    letter: String.fromCharCode('a'.charCodeAt(0) + index),
    items: section.items.map((item) => ({
      ...item,
      status: disclosureStatus(
        item.status,
        item.links.map((link) => ({ href: link.href, documents: link.documents ? (hrefs.get(link.documents) ?? []) : undefined })),
        isOnline,
      ),
    })),
  }));
  return { ...data, sections };
}
