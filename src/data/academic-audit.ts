/** The academic audit and best practices (src/content/data/university/), with each audit round's status on the day of the build. */
import type { Lang } from '../lib/languages.ts';
import { requireEntry } from './entry.ts';
import { entryIn } from './translations.ts';
import { periodStatus } from '../lib/dates.ts';
import { today } from './today.ts';

export async function getAcademicAudit(lang: Lang) {
  const data = await entryIn(
    lang,
    'academicAudit',
    (await requireEntry('academicAudit', 'academic-audit', 'src/content/data/university/academic-audit.yaml')).data,
  );
  return { ...data, schedule: data.schedule.map((visit) => ({ ...visit, status: periodStatus(visit.from, visit.to, today) })) };
}

export async function getBestPractices(lang: Lang) {
  return entryIn(lang, 'bestPractices', (await requireEntry('bestPractices', 'best-practices', 'src/content/data/university/best-practices.yaml')).data);
}
