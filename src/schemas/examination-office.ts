/** The examination office (examination-office.yaml): its head and where it is. */
import { z } from 'astro/zod';
import { sample, shown, type Tools } from './common.ts';

export const examinationOfficeSchema = ({ reference }: Pick<Tools, 'reference'>) =>
  z.object({
    name: shown(z.string()),
    /** The person who heads the office, a file name in data/people: the office's phone, extensions and e-mail are theirs. */
    head: reference('people'),
    map: z.object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      zoom: z.number().int().min(3).max(19),
    }),
    sample,
  });
