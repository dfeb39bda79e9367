import type { Example } from '../../gallery/types.ts';
import PrivacyTerm from './PrivacyTerm.astro';

/** What the component is for, shown above its examples in the gallery. */
export const summary = "One of the enquiry form's privacy terms as editors set them, for the text of the policy pages.";
export const component = PrivacyTerm;

export const examples: Example[] = [
  { name: 'How long enquiries are kept', props: { name: 'retention' } },
  { name: "The privacy notice's version", props: { name: 'version' } },
  { name: "The consent checkbox's words", props: { name: 'consent' } },
];
