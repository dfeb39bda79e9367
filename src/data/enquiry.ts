/**
 * The enquiry form's choices and consent in a language: the programmes and
 * privacy terms of src/content/data/enquiry.json (their shown words marked in
 * its schema) and the shared schema's states and union territories. The
 * values a form sends stay as written.
 */
import { PROGRAMS, STATES } from '../lib/enquiry/shared/schema.ts';
import { PRIVACY } from '../lib/enquiry/shared/privacy.ts';
import type { Lang } from '../lib/languages.ts';
import { getTranslator, textsIn } from './translations.ts';

export async function getEnquiryOptions(lang: Lang) {
  const translate = await getTranslator(lang);
  return { ...textsIn('enquiry', { programmes: PROGRAMS, privacy: PRIVACY }, translate), states: STATES.map(translate) };
}
