/**
 * The content files as tests read them, so browser and whole-site tests
 * compare what pages show with what editors wrote instead of re-typing it.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

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
  eligibility: string;
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

export interface MenuItem {
  label: string;
  href?: string;
  items?: MenuItem[];
}
/** The main menu tree (navigation.yaml). */
export const navigation = (): MenuItem[] => readData<{ items: MenuItem[] }>('navigation.yaml').items;
