/** Site settings (site.yaml): the university's name, contacts, header and footer links. */
import { z } from 'astro/zod';
import { email, href, link, phoneNumber, sample, shown } from './common.ts';

/** Buttons the header row fits beside the social links. */
export const EXTERNAL_BUTTONS_MAX = 6;

const phone = z.object({ label: shown(z.string()), number: phoneNumber });

export const siteSchema = z
  .object({
    name: shown(z.string()),
    shortName: z.string(),
    society: z.object({
      name: shown(z.string()),
      abbreviation: z.string().regex(/^[a-z]{2,10}$/, 'lower-case letters only: the route /about-{abbreviation} is built from it'),
    }),
    address: z.array(shown(z.string())).min(2),
    phones: z.array(phone).min(1),
    email,
    admissions: z.object({ label: shown(z.string()), phone, email }),
    social: z.array(z.object({ network: z.enum(['facebook', 'instagram', 'linkedin', 'x', 'youtube']), href })),
    externalButtons: z
      .array(link)
      .min(1, 'give the header at least one external button')
      .max(EXTERNAL_BUTTONS_MAX, `the header row fits at most ${EXTERNAL_BUTTONS_MAX} external buttons beside the social links`),
    /** The floating chat link: WhatsApp on the admissions mobile (admissions.phone). */
    chat: z.object({ label: shown(z.string()) }),
    /** The floating call button: its label (it says that it calls) and the label of the phone in `phones` it calls. */
    enquireNow: z.object({ label: shown(z.string()), phone: z.string() }),
    /** The policy pages the footer of every page links to. */
    policies: z.array(link).min(1, 'list at least the privacy notice: every page links to it'),
    /** Who answers questions and complaints about personal data; the policy pages show it (<PrivacyContact />). */
    privacyContact: z.object({ title: shown(z.string()), email, phone: phoneNumber }),
    sample,
  })
  .refine((s) => s.phones.some((p) => p.label === s.enquireNow.phone), {
    message: 'enquireNow.phone names a phone of the phones list by its label, e.g. Admissions office',
    path: ['enquireNow', 'phone'],
  });

/** The enquiry form's options (enquiry.json). */
export const enquiryOptionsSchema = z.object({
  /** The programme choices of the enquiry form, in the order shown. */
  programmes: shown(
    z
      .array(z.string().min(2))
      .min(1, 'list at least one programme the enquiry form offers')
      .refine((list) => new Set(list).size === list.length, 'each programme is offered once: remove the repeated one'),
  ),
  /** What the form asks the visitor to agree to; the privacy notice (/privacy) says the rest. */
  privacy: z.object({
    /** The version of the privacy notice: each enquiry records the one its sender agreed to. Change it whenever the notice changes. */
    noticeVersion: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'write the version as the date the notice changed, e.g. 2026-11-23'),
    /** The consent checkbox's text (the Hindi is in translations/hi/enquiry.yaml). */
    consent: shown(z.string().min(20, 'write the whole sentence the visitor agrees to')),
    /** How long an enquiry is kept; the form's notice states it, and it is the default of ENQUIRY_RETENTION_DAYS. */
    retentionDays: z.number().int().min(1, 'keep enquiries for at least one day'),
  }),
});
