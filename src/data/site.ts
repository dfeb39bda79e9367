/**
 * Site settings (src/content/data/site.yaml) as pages use them: the Enquire
 * Now button's number looked up from the phones list it names, and the chat
 * link made from the admissions mobile, so each number is written once.
 */
import { requireEntry } from './entry.ts';
import { entryIn } from './translations.ts';
import type { Lang } from '../lib/languages.ts';

/** The site's settings, their shown words in a language (without one, as site.yaml writes them: the structured data keeps English). */
export async function getSite(lang: Lang = 'en') {
  const site = (await requireEntry('site', 'site', 'src/content/data/site.yaml')).data;
  // The schema has checked that the label names one of the phones.
  const enquiryLine = site.phones.find((p) => p.label === site.enquireNow.phone)!;
  return entryIn(lang, 'site', {
    ...site,
    enquireNow: { label: site.enquireNow.label, number: enquiryLine.number },
    chat: { label: site.chat.label, href: `https://wa.me/${site.admissions.phone.number.replace(/\D/g, '')}` },
  });
}

/** The postal address in the page's language, one line per line (the structured data keeps site.yaml's English). */
export async function getPostalAddress(lang: Lang): Promise<string[]> {
  return (await getSite(lang)).address;
}
