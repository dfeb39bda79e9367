/** The academic audit and best practices (src/content/data/university/), with each audit round's status on the day of the build. */
import { requireEntry } from './entry';
import { periodStatus } from '../lib/dates';
import { today } from './today';

export async function getAcademicAudit() {
  const { data } = await requireEntry('academicAudit', 'academic-audit', 'src/content/data/university/academic-audit.yaml');
  return { ...data, schedule: data.schedule.map((visit) => ({ ...visit, status: periodStatus(visit.from, visit.to, today) })) };
}

export async function getBestPractices() {
  return (await requireEntry('bestPractices', 'best-practices', 'src/content/data/university/best-practices.yaml')).data;
}
