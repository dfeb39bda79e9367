/** Campus life and media: facility pages' pictures (facilities.yaml), galleries (gallery.yaml), placements (placements.yaml). */
import { z } from 'astro/zod';
import { figure, picture, sample, shown, type Tools } from './common.ts';

/** A facility or green-initiative page's pictures: one is a banner, two or more a carousel. The id is the route. */
export const facilitySchema = (ctx: Pick<Tools, 'image'>) =>
  z.object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'the id is the page route without the leading slash, e.g. bank-atm'),
    /** Names the carousel for screen readers, e.g. "Photos of the canteen". */
    label: shown(z.string().min(3)),
    images: z.array(picture(ctx)).min(1, 'give the page at least one image'),
    sample,
  });

/** Image sets of the media pages; the id is the route. (Image sizes are checked where they render: PhotoGallery.astro.) */
export const GALLERIES = ['photo-gallery', 'media-coverage', 'ads-archive'] as const;
export const gallerySchema = ({ image }: Pick<Tools, 'image'>) =>
  z
    .object({
      id: z.enum(GALLERIES, `the id is one of: ${GALLERIES.join(', ')}`),
      label: shown(z.string().min(3)),
      images: z
        .array(z.object({ src: image(), alt: shown(z.string()), title: shown(z.string()).optional(), caption: shown(z.string()).optional() }))
        .min(1, 'give the gallery at least one image'),
      sample,
    })
    .superRefine((g, issue) => {
      g.images.forEach((img, i) => {
        if (g.id === 'ads-archive' && !img.title) {
          issue.addIssue({
            code: 'custom',
            path: ['images', i, 'title'],
            message: 'each advertisement poster needs a title, e.g. "Apply for Ph.D. Programs"',
          });
        }
      });
    });

/** Training and placement: the highlights, the campus and period they belong to, and the placement officer. */
export const placementsSchema = ({ reference }: Pick<Tools, 'reference'>) =>
  z.object({
    /** Where the figures were achieved, e.g. Noida campus: the university began in 2024-25, so its campus's record is older than the university. */
    campus: shown(z.string()),
    /** The placement season or batch year the figures belong to, e.g. 2024-25 or 2025, only as their source gives it (none: "as published"); shown as written in every language beside the figures. */
    period: z
      .preprocess(
        // YAML reads a bare year (2025) as a number: it is the same period.
        (value) => (typeof value === 'number' ? String(value) : value),
        z.string().regex(/^\d{4}(-\d{2})?$/, 'write the placement season as 2024-25, or the batch year as 2025'),
      )
      .optional(),
    highlights: z.array(figure).min(1, 'give at least one highlight, e.g. value: 900+, label: offers'),
    /** A person in src/content/data/people: their name, office and contact are shown. */
    officer: reference('people'),
    sample,
  });
