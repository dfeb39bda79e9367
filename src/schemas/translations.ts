/** The Hindi of the words data files show, and the glossary that keeps one word for one thing. */
import { z } from 'astro/zod';

/**
 * The Hindi of the words data files show (menu labels, captions, names of
 * charges…), one folder per language, a few files by area: each line is
 * `English text: Hindi text`. Facts (fees, dates, numbers, links) are never
 * translated; they come from the same data in every language.
 */
export const translationsSchema = z.record(
  z.string().min(1),
  z
    .string()
    .min(1, 'write the translation, or remove the line: the English text is shown until it is translated')
    .refine((text) => !/^\s|\s$/.test(text), 'remove the spaces at the start or end of the translation'),
);

/**
 * One word for one thing, per language (glossary/hi.yaml): the rules for
 * mixed scripts, honorifics and units, and each term's one word with the
 * variants it rules out. The site does not show it; `npm run check` reports
 * a translation that uses a ruled-out variant (scripts/lib/translations/glossary.mjs).
 */
export const glossarySchema = z.object({
  /** One-dot abbreviations a Hindi sentence may hold (डॉ.): their dot is not a full stop. */
  abbreviations: z.array(z.string().regex(/\.$/, 'end the abbreviation with its dot')).default([]),
  /** Names and abbreviations kept in Latin script on Hindi pages. */
  keep: z.array(z.string().min(1)).default([]),
  rules: z.array(z.object({ title: z.string().min(3), rule: z.string().min(10) })).default([]),
  terms: z
    .array(
      z
        .object({
          /** The English term as the site uses it. */
          en: z.string().min(1),
          /** The one word to use. */
          hi: z.string().min(1),
          /** Variants that must not be used; each also matches its inflected forms. */
          avoid: z.array(z.string().min(1)).default([]),
          /** Set phrases in which an avoided word is right (पूर्व छात्र). */
          allow: z.array(z.string().min(1)).default([]),
          /** The variants match anywhere, even inside a word (digits). */
          anywhere: z.boolean().default(false),
          /** False for words that take no endings (a one-letter word): only the word itself is a slip, not the longer words it begins. */
          inflects: z.boolean().default(true),
          /**
           * The page about the term (its English route, /fee-structure): the
           * site search finds it first for the term and for every spelling
           * people type instead (the avoided ones and `search`).
           */
          page: z
            .string()
            .regex(/^\/[a-z0-9-]*$/, 'write the English route of the page, as /fee-structure')
            .optional(),
          /** Other words people type for the term that are not wrong elsewhere (नामांकन for admission): search words of `page` only. */
          search: z.array(z.string().min(1)).default([]),
          note: z.string().optional(),
        })
        .refine((term) => term.page || term.search.length === 0, { path: ['search'], message: 'give the term its `page`: search words lead to it' }),
    )
    .min(1, 'give at least one term')
    .superRefine((terms, ctx) => {
      const owner = new Map<string, string>();
      terms.forEach((term, index) =>
        term.avoid.forEach((variant, at) => {
          if (variant === term.hi)
            ctx.addIssue({ code: 'custom', path: [index, 'avoid', at], message: `"${variant}" is the term's own word: remove it from avoid` });
          const other = owner.get(variant);
          if (other) ctx.addIssue({ code: 'custom', path: [index, 'avoid', at], message: `"${variant}" is already avoided under "${other}": list it once` });
          else owner.set(variant, term.en);
        }),
      );
    }),
});
