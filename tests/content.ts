/**
 * The content files as tests read them, so browser and whole-site tests
 * compare what pages show with what editors wrote instead of re-typing it.
 */
<<<<<<< HEAD
import { existsSync, readdirSync, readFileSync } from 'node:fs';
=======
import { readFileSync } from 'node:fs';
>>>>>>> main
import { parse } from 'yaml';
import { ENGLISH_ONLY_NOTE, routeIn, type Lang } from '../src/lib/i18n';

export const readData = <T = any>(file: string): T => parse(readFileSync(`src/content/data/${file}`, 'utf8'));

export interface Programme {
  id: string;
  name: string;
  shortName: string;
  level: string;
  school: string;
  durationYears: number;
  intake: number;
  annualFees: number[] | 'pending';
  page: string;
}
export const programmes = (): Programme[] => readData('programmes.yaml');

/** The current session ("2025-26"), written once in site.yaml. */
export const session = (): string => String(readData<{ session: string }>('site.yaml').session);

export interface Doc {
  id: string;
  title: string;
  category: string;
  date?: string;
  session?: string;
  href: string;
}
export const documentsOf = (category: string): Doc[] => readData<Doc[]>('documents.yaml').filter((d) => d.category === category);

/** How pages write a list of extensions ("extensions 214, 264 and 262"). */
export { extensionsPhrase as extensionsText } from '../src/lib/contact';

/** The images of a media gallery (gallery.yaml) or a facility page (facilities.yaml). */
export const galleryImages = (id: string): { src: string; alt: string }[] =>
  readData<{ id: string; images: { src: string; alt: string }[] }[]>('gallery.yaml').find((g) => g.id === id)!.images;
export const facilities = (): { id: string; label: string; images: { alt: string }[] }[] => readData('facilities.yaml');

<<<<<<< HEAD
/** The words of data files as a page in `lang` shows them: the dictionary of src/content/data/translations/<lang>/, English where it has none. */
export function translator(lang: 'en' | 'hi'): (text: string) => string {
  if (lang === 'en') return (text) => text;
  const dir = `src/content/data/translations/${lang}`;
  const words = new Map<string, string>(
    readdirSync(dir)
      .filter((file) => file.endsWith('.yaml'))
      .flatMap((file) => Object.entries(parse(readFileSync(`${dir}/${file}`, 'utf8')) ?? {}) as [string, string][]),
  );
  const current = session();
  return (text) => words.get(text) ?? words.get(text.replaceAll(current, '{session}'))?.replaceAll('{session}', current) ?? text;
}

/**
 * Where an internal link written in the content leads on a page in `lang`: the page in that language when
 * src/content/pages/<lang>/ has it, else the English page at its note that it is in English only.
 */
export function hrefIn(lang: Lang, href: string): string {
  if (lang === 'en' || !href.startsWith('/')) return href;
  const file = href === '/' ? 'index' : href.slice(1);
  return existsSync(`src/content/pages/${lang}/${file}.mdx`) ? routeIn(lang, href) : `${href}#${ENGLISH_ONLY_NOTE}`;
}

=======
>>>>>>> main
export interface MenuItem {
  label: string;
  href?: string;
  items?: MenuItem[];
}
/** The main menu tree (navigation.yaml). */
export const navigation = (): MenuItem[] => readData<{ items: MenuItem[] }>('navigation.yaml').items;
