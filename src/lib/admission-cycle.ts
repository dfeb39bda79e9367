/**
 * Which admission cycle applies on a given day, and what the site may say
 * about admissions then. A cycle is open from `opens` to `closes` (both
 * included); an academic session runs from 1 August of its first year to
 * 31 July of its second.
 */
export interface AdmissionCycle {
  session: string;
  opens: string;
  closes: string;
  form: string;
}

/** What is true about admissions on the build day. */
export type AdmissionStatus<C extends AdmissionCycle = AdmissionCycle> =
  /** Applications are accepted now. */
  | { state: 'open'; cycle: C }
  /** None is open; the next known cycle opens later. */
  | { state: 'upcoming'; cycle: C }
  /** None is open and no later cycle is known yet. */
  | { state: 'closed' };

const SESSION = /^(\d{4})-(\d{2})$/;

/** "2026-27": two consecutive years. */
export function isSession(text: string): boolean {
  const match = SESSION.exec(text);
  return Boolean(match) && (Number(match![1]) + 1) % 100 === Number(match![2]);
}

/**
 * A text cut into its sessions ("2025-26") and the words between, so a page can keep each session whole on one
 * line: a line may otherwise break after the hyphen ("Fee Structure 2025-" / "26").
 */
export function sessionParts(text: string): { text: string; session: boolean }[] {
  return text
    .split(/(\b\d{4}-\d{2}\b)/)
    .filter(Boolean)
    .map((part) => ({ text: part, session: isSession(part) }));
}

/** The first and last day of an academic session: "2025-26" → 2025-08-01 to 2026-07-31. */
export function sessionDates(session: string): { starts: string; ends: string } {
  const first = Number(SESSION.exec(session)?.[1]);
  if (!first) throw new Error(`"${session}" is not a session such as 2025-26`);
  return { starts: `${first}-08-01`, ends: `${first + 1}-07-31` };
}

/** The open cycle, else the next one to open, else none. */
export function admissionStatus<C extends AdmissionCycle>(cycles: readonly C[], today: string): AdmissionStatus<C> {
  const open = cycles.find((c) => c.opens <= today && today <= c.closes);
  if (open) return { state: 'open', cycle: open };
  const next = cycles.filter((c) => c.opens > today).sort((a, b) => a.opens.localeCompare(b.opens))[0];
  return next ? { state: 'upcoming', cycle: next } : { state: 'closed' };
}

/** The site's own address of the open cycle's form (the menu's Apply Online): a redirect while a cycle is open, the enquiry form otherwise. */
export const APPLY_ROUTE = '/admission-apply';

/** Where admission enquiries are sent while no cycle is open: the help desk page's enquiry form. */
export const ENQUIRY_HREF = '/admission-helpdesk-contact#enquiry';

interface ApplyWords {
  apply: (session: string) => string;
  closes: (date: string) => string;
  opensOn: (session: string, date: string) => string;
  notOpen: string;
  enquire: string;
}

/**
 * The site's one call to apply, as the status allows: while a cycle is open,
 * apply to it (with its closing day); otherwise an enquiry, with when the
 * next cycle opens or that none has opened yet. Never a past session's form.
 */
export function applyAction(status: AdmissionStatus, words: ApplyWords, formatDay: (date: string) => string) {
  if (status.state === 'open')
    return {
      open: true,
      session: status.cycle.session,
      closes: status.cycle.closes,
      label: words.apply(status.cycle.session),
      // The cycle's own form (an external form opens in a new tab); /admission-apply redirects there too.
      href: status.cycle.form,
      note: words.closes(formatDay(status.cycle.closes)),
    };
  const note = status.state === 'upcoming' ? words.opensOn(status.cycle.session, formatDay(status.cycle.opens)) : words.notOpen;
  return { open: false, session: undefined, closes: undefined, label: words.enquire, href: ENQUIRY_HREF, note };
}
