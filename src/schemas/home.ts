/** The home page (home.yaml): carousel, courses section and announcement. */
import { z } from 'astro/zod';
import { datedAs, href, link, picture, sample, shown, type Tools } from './common.ts';

export const homeSchema = (ctx: Tools) =>
  z.object({
    slides: z.array(picture(ctx).extend({ caption: shown(z.string()) })).min(1, 'give the home carousel at least one slide'),
    courses: z.object({
      heading: shown(z.string()),
      seeAll: link,
      cards: z
        .array(
          z
            .object({
              /** The school the card shows, a file name in data/schools: its name is the card's title. */
              school: ctx.reference('schools').optional(),
              /** A title for a card that is not a school. */
              title: shown(z.string()).optional(),
              text: shown(z.string()),
              href,
              /** A photograph of the school; without one the card shows the initial of its short name on a plain pattern. */
              image: picture(ctx).optional(),
            })
            .refine((card) => Boolean(card.school) !== Boolean(card.title), {
              message: 'give the card either school (a file name in src/content/data/schools, whose name becomes the title) or a title, not both',
              path: ['school'],
            }),
        )
        .min(1, 'give the courses section at least one card'),
    }),
    /** The home page's pop-up announcement; remove it to retire the announcement. */
    announcement: z
      .object({
        title: shown(z.string()),
        // What the announcement says; with an event, while its registration is open.
        text: shown(z.string()),
        /** The event (src/content/data/events/<id>.yaml) whose dates decide which text is shown. */
        event: ctx.reference('event').optional(),
        /** Said once the event's registration has closed, until its last day (after it the home page has no announcement). */
        textWhenRegistrationClosed: shown(z.string()).optional(),
        /** The display window: the announcement shows from this day (inclusive)… */
        showFrom: datedAs('publishes').optional(),
        /** …until this day (inclusive); after it the home page has no announcement. */
        showUntil: datedAs('until').optional(),
        details: link,
      })
      .superRefine((a, issue) => {
        if (a.event && !a.textWhenRegistrationClosed) {
          issue.addIssue({
            code: 'custom',
            path: ['event'],
            message:
              'an announcement of an event also needs textWhenRegistrationClosed, so it never invites visitors to an event whose registration has closed',
          });
        }
        if (a.showFrom && a.showUntil && a.showUntil < a.showFrom) {
          issue.addIssue({ code: 'custom', path: ['showUntil'], message: 'showUntil cannot be before showFrom' });
        }
      })
      .describe(
        'The home page announcement. With an event it also needs textWhenRegistrationClosed; it leaves the home page after the event; showUntil is not before showFrom.',
      )
      .optional(),
    sample,
  });
