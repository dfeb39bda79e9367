import type { Example } from '../../gallery/types.ts';
import PrivacyContact from './PrivacyContact.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "Who answers questions and complaints about personal data, with the university's address.";
export const component = PrivacyContact;

export const examples: Example[] = [{ name: 'The contact' }];
