/**
 * Admissions as they stand on the build day (admission-cycles.yaml): the
 * open cycle, or the next, or none; and whether the fee and intake figures
 * (fees.yaml `session`) still describe a session visitors can apply to.
 */
import { figuresAreOld } from '../lib/figure-period.ts';
import { readCollection } from './entry.ts';
import { today } from './today.ts';
import { getSession } from './fees.ts';
import { admissionStatus, applyAction, sessionDates } from '../lib/admission-cycle.ts';
import { formatDate } from '../lib/dates.ts';
import type { Lang } from '../lib/languages.ts';
import type { admissionStatus as admissionWords } from '../lib/site.words.ts';

export async function getAdmissionCycles() {
  return (await readCollection('admissionCycles')).map((entry) => ({ ...entry.data, id: entry.id }));
}

/** Where admissions stand on a day: the build day, or another for the component gallery's examples. */
export async function getAdmissionStatus(on = today) {
  return admissionStatus(await getAdmissionCycles(), on);
}

/**
 * The session the fee and intake figures describe, and whether they are
 * behind: no cycle for their session is open any more (it has closed, or a
 * later session's cycle is the one that applies), so pages say plainly that
 * newer figures are not published yet.
 */
export async function getFiguresSession() {
  const [session, status] = await Promise.all([getSession(), getAdmissionStatus()]);
  const behind = !(status.state === 'open' && status.cycle.session === session) && sessionDates(session).starts <= today;
  return { session, behind, old: figuresAreOld(session, today), starts: sessionDates(session).starts };
}

/** The call to apply in a language, as it stands on the build day (see applyAction). */
export async function getApplyAction(lang: Lang, words: (typeof admissionWords)[Lang], on = today) {
  return applyAction(await getAdmissionStatus(on), words, (date) => formatDate(date, lang));
}
