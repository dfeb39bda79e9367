/** The university's bodies and the course file index (src/content/data/university/), as the university tables show them. */
import { requireEntry } from './entry.ts';

const file = (id: string) => `src/content/data/university/${id}.yaml`;

export const getGoverningBody = async () => (await requireEntry('governingBody', 'governing-body', file('governing-body'))).data;
export const getExecutiveCouncil = async () => (await requireEntry('executiveCouncil', 'executive-council', file('executive-council'))).data;
export const getIqacCommittee = async () => (await requireEntry('iqacCommittee', 'iqac-committee', file('iqac-committee'))).data;
export const getAuditCommittee = async () => (await requireEntry('auditCommittee', 'audit-committee', file('audit-committee'))).data;
export const getCourseFileIndex = async () => (await requireEntry('courseFileIndex', 'course-file-index', file('course-file-index'))).data;
