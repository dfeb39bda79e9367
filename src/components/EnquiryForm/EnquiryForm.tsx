/**
 * The admission enquiry form: one component for the modal on every page and
 * the inline form on /admission-helpdesk-contact. Rendered on the server it
 * posts natively to /api/enquiries (303 to the thank-you page, or this form
 * again with `values`, `errors` and `message`). Hydrated, it validates with
 * the same zod schema as the server, sends JSON with an idempotency key, and
 * keeps the visitor's input on any failure:
 *
 * - While sending, the button is disabled and says it is sending; a
 *   second click does nothing, and a resend carries the same key, so the
 *   server keeps one enquiry.
 * - On success the modal closes, the form resets, the page scrolls to the
 *   top and the visitor lands on /thank-you-admission.
 * - On failure the messages appear beside the fields and in a summary at
 *   the top (which takes focus), with the admissions phone number.
 *
 * Longer than 300 lines on purpose: it is one form whose fields, checks,
 * sending and error summary share one state; split, each part would take
 * most of that state as props.
 *
 * Inputs are uncontrolled, so whatever is typed before hydration stays.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import type { EnquiryInput, Field, FieldErrors } from '../../lib/enquiry/shared/schema.ts';
import { thankYou } from '../../lib/enquiry/shared/response.ts';
import { useHydrated } from '../use-hydrated.ts';
import { enquiryMessages } from '../../lib/enquiry/shared/messages.ts';
import { routeIn, type Lang } from '../../lib/languages.ts';
import { words as strings } from './EnquiryForm.words.ts';

/** The schema's lists and limits, handed over by the server so the island does not bundle zod. */
export interface EnquiryRules {
  programs: readonly string[];
  /** The programmes as the page's language names them, in the order of `programs` (the values sent stay `programs`). */
  programLabels: readonly string[];
  states: readonly string[];
  /** The states as the page's language names them, in the order of `states` (the values sent stay `states`). */
  stateLabels: readonly string[];
  limits: { name: { min: number; max: number }; email: { max: number }; city: { min: number; max: number }; query: { min: number; max: number } };
  meta: { key: string; fillTime: string; honeypot: string };
  /** The consent checkbox's text in the page's language, the value it sends, how long enquiries are kept (src/content/data/enquiry.json), and the full notice. */
  privacy: { consent: string; consentValue: string; retentionDays: number; noticeHref: string };
}

export interface EnquiryFormProps {
  /** Prefix for every id, unique on the page ("enquiry-modal", "enquiry-inline"). */
  id: string;
  /** The admissions office's phone number, offered when sending fails. */
  phone: string;
  rules: EnquiryRules;
  values?: EnquiryInput;
  errors?: FieldErrors;
  /** A message for the whole form (why it was not sent). */
  message?: string;
  /** The page's language: the form's words and messages, and where it posts. */
  lang?: Lang;
}

const FIELDS: readonly Field[] = ['name', 'email', 'phoneno', 'program', 'state', 'city', 'query', 'consent'];

/** The schema is loaded on first use, so visitors who never send pay nothing for it. */
const loadSchema = () => import('../../lib/enquiry/shared/schema.ts');

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

interface Problem {
  message: string;
  errors: FieldErrors;
}

export default function EnquiryForm({ id, phone, rules, values = {}, errors: initialErrors = {}, message: initialMessage, lang = 'en' }: EnquiryFormProps) {
  const t = strings[lang];
  const say = enquiryMessages[lang];
  const failedAtStart = Boolean(initialMessage) || FIELDS.some((f) => initialErrors[f]);
  const [problem, setProblem] = useState<Problem | null>(failedAtStart ? { message: initialMessage ?? say.notSent, errors: initialErrors } : null);
  // Bumped each time a problem is reported, so the summary takes focus again.
  const [reported, setReported] = useState(0);
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const keyInput = useRef<HTMLInputElement>(null);
  const fillInput = useRef<HTMLInputElement>(null);
  const openedAt = useRef(0);

  const fid = (field: Field) => `${id}-${field}`;
  const tel = `tel:${phone.replace(/[^+0-9]/g, '')}`;
  const errors = problem?.errors ?? {};
  const control = (field: Field) => form.current!.elements.namedItem(field) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

  useEffect(() => {
    const element = form.current!;
    // The script validates with the schema's own words; the browser's checks stay for visitors without it.
    element.noValidate = true;
    keyInput.current!.value = newKey();
    // eslint-disable-next-line react-hooks/purity -- in an effect, after render: when the form became usable
    openedAt.current = performance.now();
    // A modal form's clock starts when the modal opens.
    const dialog = element.closest('dialog');
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') openedAt.current = performance.now();
    };
    dialog?.addEventListener('toggle', onToggle);
    return () => dialog?.removeEventListener('toggle', onToggle);
  }, []);

  useEffect(() => {
    if (reported > 0) summary.current?.focus();
  }, [reported]);

  const report = (message: string, fieldErrors: FieldErrors = {}) => {
    setProblem({ message, errors: fieldErrors });
    setReported((n) => n + 1);
  };

  // An unticked box sends nothing, as the browser's own post does.
  const valueOf = (element: ReturnType<typeof control>) =>
    element instanceof HTMLInputElement && element.type === 'checkbox' && !element.checked ? '' : element.value;
  const formValues = () => Object.fromEntries(FIELDS.map((f) => [f, valueOf(control(f))])) as Record<Field, string>;

  // A corrected answer loses its message as soon as it is valid.
  const onChange = async (event: ChangeEvent<HTMLFormElement>) => {
    const field = event.target.getAttribute('name') as Field;
    if (!errors[field]) return;
    const { validateEnquiry } = await loadSchema();
    const result = validateEnquiry(formValues(), lang);
    if (result.ok || !result.errors[field]) {
      setProblem((current) => {
        if (!current) return current;
        const rest = { ...current.errors };
        delete rest[field];
        return { ...current, errors: rest };
      });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    let sent = false;
    try {
      const { validateEnquiry } = await loadSchema();
      const checked = validateEnquiry(formValues(), lang);
      if (!checked.ok) {
        report(say.correct(Object.keys(checked.errors).length), checked.errors);
        return;
      }
      fillInput.current!.value = String(Math.round(performance.now() - openedAt.current));
      const element = form.current!;
      const payload = Object.fromEntries(new FormData(element)) as Record<string, string>;
      let response: Response;
      try {
        response = await fetch(element.action, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payload),
        });
      } catch {
        report(say.network);
        return;
      }
      const answer = (await response.json().catch(() => null)) as { ok?: boolean; message?: string; errors?: FieldErrors; redirect?: string } | null;
      if (response.ok && answer?.ok) {
        element.closest('dialog')?.close();
        element.reset();
        setProblem(null);
        keyInput.current!.value = newKey();
        window.scrollTo(0, 0);
        sent = true;
        window.location.assign(answer.redirect ?? thankYou(lang));
        return;
      }
      report(answer?.message ?? say.serverError(response.status), answer?.errors ?? {});
    } finally {
      // After success the button stays disabled until the thank-you page loads.
      if (!sent) setBusy(false);
    }
  };

  const focusField = (field: Field) => (event: MouseEvent) => {
    event.preventDefault();
    control(field).focus();
  };

  const describedBy = (field: Field, hint = false) =>
    [hint && `${fid(field)}-hint`, errors[field] && `${fid(field)}-error`].filter(Boolean).join(' ') || undefined;
  const fieldProps = (field: Field, hint = false) => ({
    id: fid(field),
    name: field,
    required: true,
    'aria-describedby': describedBy(field, hint),
    // Said explicitly: a required select left at its prompt would otherwise be announced invalid before the visitor has chosen anything.
    'aria-invalid': errors[field] ? ('true' as const) : ('false' as const),
  });
  const errorOf = (field: Field) => (
    <p className="field__error" id={`${fid(field)}-error`} hidden={!errors[field]}>
      <span className="visually-hidden">{t.errorPrefix}</span>
      <span data-message>{errors[field]}</span>
    </p>
  );
  const { limits, meta, privacy } = rules;

  return (
    <form
      className="enquiry-form"
      id={id}
      method="post"
      action={routeIn(lang, '/api/enquiries')}
      ref={form}
      onSubmit={onSubmit}
      onChange={onChange}
      aria-busy={ready ? busy : undefined}
      data-enquiry-form
      data-failed={problem ? '' : undefined}
      data-ready={ready ? '' : undefined}
    >
      {/* An alert, named by its first sentence: announced when it appears, and focused on each failed send. */}
      <div
        className="enquiry-form__summary"
        id={`${id}-summary`}
        role="alert"
        aria-labelledby={`${id}-summary-title`}
        tabIndex={-1}
        hidden={!problem}
        ref={summary}
        data-summary
      >
        <p className="enquiry-form__summary-title" id={`${id}-summary-title`} data-summary-message>
          {problem?.message ?? say.notSent}
        </p>
        <ul className="enquiry-form__summary-list" data-summary-list>
          {FIELDS.filter((f) => errors[f]).map((f) => (
            <li key={f}>
              <a href={`#${fid(f)}`} onClick={focusField(f)}>
                {errors[f]}
              </a>
            </li>
          ))}
        </ul>
        <p className="enquiry-form__call">
          {t.kept} <a href={tel}>{phone}</a>
          {t.keptEnd}
        </p>
      </div>

      <p className="enquiry-form__note">{t.required}</p>

      <div className="enquiry-form__grid">
        <div className="field" data-field="name">
          <label htmlFor={fid('name')}>{t.labels.name}</label>
          {errorOf('name')}
          <input {...fieldProps('name')} type="text" autoComplete="name" minLength={limits.name.min} maxLength={limits.name.max} defaultValue={values.name} />
        </div>
        <div className="field" data-field="email">
          <label htmlFor={fid('email')}>{t.labels.email}</label>
          {errorOf('email')}
          <input {...fieldProps('email')} type="email" autoComplete="email" maxLength={limits.email.max} spellCheck={false} defaultValue={values.email} />
        </div>
        <div className="field" data-field="phoneno">
          <label htmlFor={fid('phoneno')}>{t.labels.phoneno}</label>
          <p className="field__hint" id={`${fid('phoneno')}-hint`}>
            {t.phoneHint}
          </p>
          {errorOf('phoneno')}
          <input {...fieldProps('phoneno', true)} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} defaultValue={values.phoneno} />
        </div>
        <div className="field" data-field="program">
          <label htmlFor={fid('program')}>{t.labels.program}</label>
          {errorOf('program')}
          <select {...fieldProps('program')} defaultValue={values.program ?? ''}>
            <option value="">{t.chooseProgramme}</option>
            {rules.programs.map((p, i) => (
              <option key={p} value={p}>
                {rules.programLabels[i] ?? p}
              </option>
            ))}
          </select>
        </div>
        <div className="field" data-field="state">
          <label htmlFor={fid('state')}>{t.labels.state}</label>
          {errorOf('state')}
          <select {...fieldProps('state')} autoComplete="address-level1" defaultValue={values.state ?? ''}>
            <option value="">{t.chooseState}</option>
            {rules.states.map((s, i) => (
              <option key={s} value={s}>
                {rules.stateLabels[i] ?? s}
              </option>
            ))}
          </select>
        </div>
        <div className="field" data-field="city">
          <label htmlFor={fid('city')}>{t.labels.city}</label>
          {errorOf('city')}
          <input
            {...fieldProps('city')}
            type="text"
            autoComplete="address-level2"
            minLength={limits.city.min}
            maxLength={limits.city.max}
            defaultValue={values.city}
          />
        </div>
        <div className="field field--wide" data-field="query">
          <label htmlFor={fid('query')}>{t.labels.query}</label>
          <p className="field__hint" id={`${fid('query')}-hint`}>
            {t.queryHint(limits.query.min, limits.query.max)}
          </p>
          {errorOf('query')}
          <textarea {...fieldProps('query', true)} rows={4} minLength={limits.query.min} maxLength={limits.query.max} defaultValue={values.query} />
        </div>
      </div>

      <div className="enquiry-form__privacy" data-privacy-notice>
        <p className="enquiry-form__privacy-title">{t.noticeTitle}</p>
        <p>{t.notice(privacy.retentionDays)}</p>
        <p>{t.noticeMinor}</p>
        <p>
          {/* A new tab, so that reading the notice loses nothing the visitor has typed. */}
          <a href={privacy.noticeHref} target="_blank" rel="noopener">
            {t.noticeLink}
            <span className="visually-hidden"> {t.newTab}</span>
          </a>
        </p>
      </div>
      <div className="field field--consent" data-field="consent">
        {errorOf('consent')}
        <div className="field__check">
          <input {...fieldProps('consent')} type="checkbox" value={privacy.consentValue} defaultChecked={values.consent === privacy.consentValue} />
          <label htmlFor={fid('consent')}>{privacy.consent}</label>
        </div>
      </div>

      <div className="enquiry-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-${meta.honeypot}`}>{t.leaveEmpty}</label>
        <input id={`${id}-${meta.honeypot}`} name={meta.honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name={meta.key} defaultValue="" ref={keyInput} data-key />
      <input type="hidden" name={meta.fillTime} defaultValue="" ref={fillInput} data-fill-time />

      <button type="submit" className="button button--accent enquiry-form__submit" disabled={busy} data-submit>
        {busy ? t.submitting : t.submit}
      </button>
    </form>
  );
}
