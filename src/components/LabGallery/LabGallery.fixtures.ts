import { firstId } from '../../gallery/content-ids.ts';
import type { Example } from '../../gallery/types.ts';
import LabGallery from './LabGallery.astro';

// A school whose file lists its labs.
const school = await firstId('schools', (entry) => entry.data.labs !== undefined);

/** What the component is for, shown above its examples in the gallery. */
export const summary = "A school's laboratories: a captioned image gallery, or (compact) their names with a link to the gallery.";
export const component = LabGallery;

export const examples: Example[] = [
  { name: 'Gallery', props: { school } },
  { name: 'Compact: names and a link', props: { school, compact: true } },
];
