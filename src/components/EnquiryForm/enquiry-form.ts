/**
 * Progressive enhancement of the enquiry form: validate with the shared zod
 * schema, send JSON with an idempotency key, and report what happened.
 *
 * - While sending, the button is disabled and reads "Submitting..."; a
 *   second click does nothing, and a resend carries the same key, so the
 *   server keeps one enquiry.
 * - On success the modal closes, the form resets, the page scrolls to the
 *   top and the visitor lands on /thank-you-admission.
 * - On failure the messages appear beside the fields and in a summary at
 *   the top (which takes focus), with the admissions phone number; every
 *   answer typed stays in place.
 */
import type { Field, FieldErrors } from '../../lib/enquiry/schema';

const FIELDS: readonly Field[] = ['name', 'email', 'phoneno', 'program', 'state', 'city', 'query'];
const BUSY_LABEL = 'Submitting...';
const NETWORK_PROBLEM = 'Your enquiry was not sent: we could not reach the university’s website. Please check your connection and try again.';

/** The schema is loaded on first use, so pages that never touch the form do not pay for it. */
const loadSchema = () => import('../../lib/enquiry/schema');

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export function enhanceEnquiryForm(form: HTMLFormElement): void {
  const summary = form.querySelector<HTMLElement>('[data-summary]')!;
  const summaryMessage = form.querySelector<HTMLElement>('[data-summary-message]')!;
  const summaryList = form.querySelector<HTMLUListElement>('[data-summary-list]')!;
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]')!;
  const keyInput = form.querySelector<HTMLInputElement>('[data-key]')!;
  const fillInput = form.querySelector<HTMLInputElement>('[data-fill-time]')!;
  const idleLabel = submit.textContent ?? 'Submit';
  const control = (field: Field) => form.elements.namedItem(field) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  const errorOf = (field: Field) => form.querySelector<HTMLElement>(`#${control(field).id}-error`)!;

  let openedAt = performance.now();
  let busy = false;
  let shown: FieldErrors = {};
  keyInput.value = newKey();
  form.noValidate = true;
  // A modal form's clock starts when the modal opens.
  form.closest('dialog')?.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') openedAt = performance.now();
  });

  const values = () => Object.fromEntries(FIELDS.map((f) => [f, control(f).value])) as Record<Field, string>;

  function setFieldError(field: Field, message: string | undefined): void {
    const input = control(field);
    const error = errorOf(field);
    const hint = form.querySelector(`#${input.id}-hint`) ? `${input.id}-hint` : '';
    error.hidden = !message;
    error.querySelector('[data-message]')!.textContent = message ?? '';
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    const describedBy = [hint, message ? error.id : ''].filter(Boolean).join(' ');
    if (describedBy) input.setAttribute('aria-describedby', describedBy);
    else input.removeAttribute('aria-describedby');
  }

  function showProblem(message: string, errors: FieldErrors = {}): void {
    shown = errors;
    for (const field of FIELDS) setFieldError(field, errors[field]);
    summaryMessage.textContent = message;
    summaryList.replaceChildren(
      ...FIELDS.filter((f) => errors[f]).map((f) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = `#${control(f).id}`;
        link.textContent = errors[f]!;
        link.addEventListener('click', (event) => {
          event.preventDefault();
          control(f).focus();
        });
        item.append(link);
        return item;
      }),
    );
    summary.hidden = false;
    form.dataset.failed = '';
    summary.focus();
  }

  function clearProblem(): void {
    shown = {};
    for (const field of FIELDS) setFieldError(field, undefined);
    summary.hidden = true;
    delete form.dataset.failed;
  }

  function setBusy(value: boolean): void {
    busy = value;
    submit.disabled = value;
    submit.textContent = value ? BUSY_LABEL : idleLabel;
    form.setAttribute('aria-busy', String(value));
  }

  // A corrected answer loses its message as soon as it is valid.
  form.addEventListener('change', async (event) => {
    const field = (event.target as HTMLElement).getAttribute('name') as Field;
    if (!shown[field]) return;
    const { validateEnquiry } = await loadSchema();
    const result = validateEnquiry(values());
    if (result.ok || !result.errors[field]) {
      delete shown[field];
      setFieldError(field, undefined);
    }
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    let sent = false;
    try {
      const { validateEnquiry } = await loadSchema();
      const checked = validateEnquiry(values());
      if (!checked.ok) {
        const count = Object.keys(checked.errors).length;
        showProblem(`Your enquiry was not sent. ${count === 1 ? 'One answer needs' : `${count} answers need`} correcting.`, checked.errors);
        return;
      }
      fillInput.value = String(Math.round(performance.now() - openedAt));
      const payload = Object.fromEntries(new FormData(form)) as Record<string, string>;
      let response: Response;
      try {
        response = await fetch(form.action, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(payload),
        });
      } catch {
        showProblem(NETWORK_PROBLEM);
        return;
      }
      const answer = (await response.json().catch(() => null)) as { ok?: boolean; message?: string; errors?: FieldErrors; redirect?: string } | null;
      if (response.ok && answer?.ok) {
        form.closest('dialog')?.close();
        form.reset();
        clearProblem();
        keyInput.value = newKey();
        window.scrollTo(0, 0);
        sent = true;
        window.location.assign(answer.redirect ?? '/thank-you-admission');
        return;
      }
      showProblem(answer?.message ?? `Your enquiry was not sent: the server answered with an error (${response.status}). Please try again.`, answer?.errors ?? {});
    } finally {
      // After success the button stays disabled until the thank-you page loads.
      if (!sent) setBusy(false);
    }
  });
}
