import type { Example } from '../../gallery/types.ts';
import AdmissionContacts from './AdmissionContacts.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "The admission help desk's address, phones and e-mail addresses, from the site settings.";
export const component = AdmissionContacts;

export const examples: Example[] = [{ name: 'The help desk' }];
