/**
 * The content as tests read it, so browser and whole-site tests compare what
 * pages show with what editors wrote instead of re-typing it. Collections
 * are read as the build reads them (src/content-io/: the same files, the
 * same YAML reader, the same zod schemas), so their types are the schemas'.
 */
import type { z } from 'astro/zod';
import { COLLECTIONS, type Collection, type CollectionName } from '../src/schemas/index.ts';
import { readEntries } from '../src/content-io/read-entries.ts';
import { readDataFile, readPageFile, readPageFiles } from '../src/content-io/content-files.ts';
import { PAGES } from '../src/content-io/sources.ts';
import { langOfRoute, type Lang } from '../src/lib/languages.ts';
import { pageRoute } from '../src/lib/links.ts';
import { admissionStatus } from '../src/lib/admission-cycle.ts';
import { currentUntil, documentsIn, isCurrent, isPublished } from '../src/lib/document-rules.ts';
import { dateDeclaration } from '../src/schemas/dated-fields.ts';
import { collectionSchema } from '../src/schemas/collection-schemas.ts';
import { fillSessionIn } from '../src/lib/session-placeholder.ts';

/** One content file as written (before any schema defaults), for tests about the file itself. */
export const readData = <T = any>(file: string): T => readDataFile<T>(file);
/** An MDX page's front matter, split as every reader of pages splits it: `pageData('hi/fee-structure').title`. */
export const pageData = (id: string): Record<string, unknown> => readPageFile(`${PAGES}/${id}.mdx`).data;
/** An MDX page's text after its front matter: `pageText('hi/hostel-facilities')`. */
export const pageText = (id: string): string => readPageFile(`${PAGES}/${id}.mdx`).body;

/** Each page that shows a school (it holds <SchoolPage school="…">), English and translated: its language, route and school. */
export const schoolPages = (): { lang: Lang; route: string; school: string }[] =>
  readPageFiles().flatMap(({ id, body }) => {
    const school = /<SchoolPage school="([^"]+)"/.exec(body)?.[1];
    return school ? [{ lang: langOfRoute(pageRoute(id)), route: pageRoute(id), school }] : [];
  });

/** A collection's entries in the order of their files, with `id`, as the schema reads them (a reference is `{ collection, id }`). */
type Entry<K extends CollectionName> = z.output<ReturnType<(typeof COLLECTIONS)[K]['schema']>> & { id: string };
const asWritten = <K extends CollectionName>(name: K): Entry<K>[] =>
  readEntries(COLLECTIONS[name] as Collection).map(({ id, data }) => ({ ...(data as object), id }) as Entry<K>);

/** The session of the fee and intake figures ("2025-26"), written once in fees.yaml. */
export const session = (): string => asWritten('fees')[0]!.session;

/** The same entries as pages show them: {session} filled in, as the data layer does (src/data/entry.ts). */
const entries = <K extends CollectionName>(name: K): Entry<K>[] => {
  const shown = session();
  return asWritten(name).map((entry) => fillSessionIn(entry, shown));
};

export const schools = () => entries('schools');

export type Programme = Entry<'programmes'>;
export const programmes = (): Programme[] => entries('programmes');

export const admissionCycles = () => entries('admissionCycles');

/** A language's dictionaries of data words (translations/<lang>/*.yaml), English text to the language's. */
export const translations = (lang: string): Record<string, string>[] =>
  asWritten('translations')
    .filter((dictionary) => dictionary.id.startsWith(`${lang}/`))
    .map(({ id: _id, ...words }) => words as Record<string, string>);

export type Doc = Entry<'documents'>;
export const documentsOf = (category: string): Doc[] => entries('documents').filter((d) => d.category === category);

/** How pages write a list of extensions ("extensions 214, 264 and 262"). */
export { extensionsPhrase as extensionsText } from '../src/lib/contact.ts';

/** The images of a media gallery (gallery.yaml) or a facility page (facilities.yaml); outside the build an image is its path. */
export const galleryImages = (id: string): { src: string; alt: string }[] =>
  entries('gallery')
    .find((g) => g.id === id)!
    .images.map((image) => ({ ...image, src: String(image.src) }));
export const facilities = () => entries('facilities');

export type { MenuItem } from '../src/schemas/navigation.ts';
/** The main menu tree (navigation.yaml). */
export const navigation = () => entries('navigation')[0]!.items;

/**
 * What the site should show on a day by the site's own rules: the admission
 * status, the notices current that day (newest first) and those of the
 * notices bar. Tests read the day from the build, so they hold for any BUILD_DATE.
 */
export function datedState(asOf: string) {
  const status = admissionStatus(entries('admissionCycles'), asOf);
  const lastDays = new Map(entries('event').map((e) => [e.id, e.dates.day2]));
  const { currentForDays } = dateDeclaration(collectionSchema('documents'), 'until');
  const notices = documentsIn(entries('documents'), 'notifications').filter(
    (d) => d.date && isCurrent(d, currentUntil(d, { eventEnds: d.event && lastDays.get(d.event.id), currentForDays }), asOf),
  );
  // Published by that day, current or not: what the home page shows when nothing is current.
  const published = documentsIn(entries('documents'), 'notifications').filter((d) => d.date && isPublished(d, asOf));
  return { status, notices, barNotices: notices.filter((n) => n.inBar), published };
}
