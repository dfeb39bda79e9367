/** People (people/<id>.yaml): one entry per person, named on every page that shows them. */
import { z } from 'astro/zod';
import { email, phoneNumber, sample, shown, text } from './common.ts';
import { linkProblem } from '../lib/links.ts';
import { isPlaceholder } from '../lib/placeholders.ts';

/** A teacher's card on the page of a school with faculty profiles (which fields show: src/lib/faculty-display.ts); publications are citations, shown as the works are titled. */
const profileText = shown(z.union([z.string().meta({ choice: 'One text' }), z.array(z.string()).meta({ choice: 'A list', item: 'Item' })])).optional();
export const facultyProfile = z.object({
  /** Order within the department: lower comes first. */
  order: z.number().int().default(100),
  qualifications: shown(z.array(z.string()).min(1, 'list at least one qualification')),
  /** As the card writes it: "18 years of teaching and research". */
  experience: shown(z.string()).optional(),
  orcid: z.string().optional(),
  /** The https:// address of the profile, or a placeholder (NA) when there is none. */
  google_scholar: z.string().optional(),
  research_interests: shown(z.array(z.string())).default([]),
  publications: z.array(z.string()).default([]),
  grants: profileText,
  patents: profileText,
  courses_taught: profileText,
  supervision: profileText,
  professional_memberships: profileText,
  awards_honors: profileText,
  conferences_workshops: profileText,
});

export const personSchema = <P extends z.ZodType>(photo: P) =>
  z
    .object({
      /** Dr., Prof. (Dr.), Mr., Ms.…: written before the name wherever it is shown. */
      honorific: z.string().trim().min(1).optional(),
      name: text("person's name, without the honorific (Asha Verma)"),
      /** Their post: "Professor and Head", "Assistant Professor", "Secretary, Northgate Education Society". */
      designation: shown(z.string().trim().min(1)).optional(),
      /** The department they teach in, as the faculty lists show it. */
      department: shown(z.string().trim().min(1)).optional(),
      /** The university office they hold, as it is addressed: "Vice Chancellor", "Dean, Research". */
      office: shown(z.string().trim().min(1)).optional(),
      /** Omit until a photograph exists: a grey placeholder is shown instead. */
      photo: photo.optional(),
      contact: z
        .object({
          email: email.optional(),
          phone: phoneNumber.optional(),
          /** Internal lines reached through the phone number (the Controller of Examination has three). */
          extensions: z.array(z.number().int().positive('an extension is a positive whole number')).optional(),
        })
        .refine((c) => !c.extensions || Boolean(c.phone), {
          message: 'extensions need the phone number they are reached through: add contact.phone',
          path: ['extensions'],
        })
        .default({}),
      /** Experience in years; `over: true` reads "over 27 years". */
      experience: z.object({ years: z.number().int().positive(), over: z.boolean().default(false) }).optional(),
      publications: z.number().int().positive().optional(),
      /** A teacher's card on their school's page: department must then be one of the school's faculty departments. */
      profile: facultyProfile.optional(),
      sample,
    })
    .superRefine((p, ctx) => {
      if (!p.designation && !p.office) {
        ctx.addIssue({
          code: 'custom',
          path: ['designation'],
          message: 'give the person a designation (their post, e.g. Assistant Professor) or an office (e.g. Registrar)',
        });
      }
      const scholar = p.profile?.google_scholar;
      if (scholar && !isPlaceholder('google_scholar', scholar) && !(scholar.startsWith('https://') && linkProblem(scholar) === null)) {
        ctx.addIssue({
          code: 'custom',
          path: ['profile', 'google_scholar'],
          message: 'google_scholar is the https:// address of the profile, or NA when there is none',
        });
      }
    });
