import type { Lang } from './languages.ts';
import { phoneExtensions as words } from './site.words.ts';

/** How pages write a phone line's extensions: "extension 214", "extensions 214, 264 and 262" ("एक्सटेंशन 214, 264 और 262"). */
export function extensionsPhrase(extensions: readonly (string | number)[], lang: Lang = 'en'): string {
  const t = words[lang];
  if (extensions.length === 0) return '';
  if (extensions.length === 1) return `${t.one} ${extensions[0]}`;
  return `${t.many} ${extensions.slice(0, -1).join(', ')} ${t.and} ${extensions.at(-1)}`;
}

/** A phone number as a tel: link: digits and a leading + only ("+91 120 400 0050" → "tel:+911204000050"). */
export const telHref = (number: string) => `tel:${number.replace(/[^+0-9]/g, '')}`;
