/** The university's bodies and the course file index (src/content/data/university/), as the university tables show them, in a language. */
import type { Lang } from '../lib/languages.ts';
import { requireEntry } from './entry.ts';
import { entryIn } from './translations.ts';

const file = (id: string) => `src/content/data/university/${id}.yaml`;

export const getGoverningBody = async (lang: Lang) =>
  entryIn(lang, 'governingBody', (await requireEntry('governingBody', 'governing-body', file('governing-body'))).data);
export const getExecutiveCouncil = async (lang: Lang) =>
  entryIn(lang, 'executiveCouncil', (await requireEntry('executiveCouncil', 'executive-council', file('executive-council'))).data);
export const getIqacCommittee = async (lang: Lang) =>
  entryIn(lang, 'iqacCommittee', (await requireEntry('iqacCommittee', 'iqac-committee', file('iqac-committee'))).data);
export const getAuditCommittee = async (lang: Lang) =>
  entryIn(lang, 'auditCommittee', (await requireEntry('auditCommittee', 'audit-committee', file('audit-committee'))).data);
export const getCourseFileIndex = async (lang: Lang) =>
  entryIn(lang, 'courseFileIndex', (await requireEntry('courseFileIndex', 'course-file-index', file('course-file-index'))).data);
