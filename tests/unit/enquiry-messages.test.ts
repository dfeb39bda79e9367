/** One schema, messages per language: every rule the schema can break has words in each language, and validation speaks the page's language. */
import { describe, expect, it } from 'vitest';
import { enquiryMessages } from '../../src/lib/enquiry/shared/messages.ts';
import { FIELDS, validateEnquiry } from '../../src/lib/enquiry/shared/schema.ts';
import { LANGS } from '../../src/lib/languages.ts';

/** Answers that break each kind of rule: missing, too short, too long, wrong form, hidden characters. */
const broken: Record<string, string>[] = [
  {},
  { name: 'A', email: 'not-an-email', phoneno: '12345', program: 'Astronomy', state: 'Atlantis', city: 'X', query: 'short' },
  { name: 'A'.repeat(101), email: `${'a'.repeat(250)}@example.com`, phoneno: ' ', city: 'C'.repeat(101), query: 'Q'.repeat(2001) },
  { name: 'Asha\u202ERao', city: 'Noi\u0000da', query: 'A question with a bell \u0007 in it' },
];

describe('enquiry messages', () => {
  for (const lang of LANGS) {
    it(`${lang}: every rule has its words`, () => {
      for (const [key, text] of Object.entries(enquiryMessages[lang].rules)) expect(text.trim(), key).not.toBe('');
    });

    it(`${lang}: validation gives a message from the language's list for every field it refuses, never a rule's key`, () => {
      const known = new Set(Object.values(enquiryMessages[lang].rules));
      const seen = new Set<string>();
      for (const answers of broken) {
        const result = validateEnquiry(answers, lang);
        expect(result.ok).toBe(false);
        if (result.ok) continue;
        for (const field of FIELDS) {
          const message = result.errors[field];
          if (!message) continue;
          expect(known.has(message), `${field}: ${message}`).toBe(true);
          seen.add(message);
        }
      }
      // The broken answers above reach every rule the schema has.
      expect(seen.size).toBe(known.size);
    });
  }

  it('Hindi and English say different words for the same rule', () => {
    for (const [key, english] of Object.entries(enquiryMessages.en.rules))
      expect(enquiryMessages.hi.rules[key as keyof typeof enquiryMessages.hi.rules]).not.toBe(english);
  });
});
