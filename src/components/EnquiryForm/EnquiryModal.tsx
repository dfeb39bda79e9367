/**
 * The enquiry form in a native modal dialog (max width 700 px), opened by
 * EnquiryButton with the browser's invoker commands, so it opens, closes with
 * Escape or its close button, and returns focus to the button without
 * JavaScript. Opening it moves focus inside, which hydrates this island; it
 * then keeps Tab and Shift+Tab cycling within the dialog, rather than leaving
 * for the browser's toolbar, and closes on a click on the backdrop.
 */
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import EnquiryForm, { type EnquiryFormProps } from './EnquiryForm';
import { en, hi } from './EnquiryForm.words';
import './enquiry-modal.css';

const strings = { en, hi };

export const ENQUIRY_DIALOG_ID = 'enquiry-dialog';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, [tabindex="0"]';

export type EnquiryModalProps = Omit<EnquiryFormProps, 'id'>;

export default function EnquiryModal(props: EnquiryModalProps) {
  const t = strings[props.lang ?? 'en'];
  const dialog = useRef<HTMLDialogElement>(null);

  const keepTabInside = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      last.focus();
      event.preventDefault();
    } else if (!event.shiftKey && document.activeElement === last) {
      first.focus();
      event.preventDefault();
    }
  };

  // A click whose target is the dialog itself landed on its backdrop (the panel's padding is inside its children).
  const closeFromBackdrop = (event: MouseEvent) => {
    if (event.target === dialog.current) dialog.current.close();
  };

  return (
    // Escape is the browser's; the keyboard handler only keeps Tab inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      id={ENQUIRY_DIALOG_ID}
      className="enquiry-dialog"
      aria-labelledby="enquiry-dialog-title"
      data-pagefind-ignore="all"
      ref={dialog}
      onKeyDown={keepTabInside}
      onClick={closeFromBackdrop}
    >
      <div className="enquiry-dialog__head">
        <h2 id="enquiry-dialog-title" className="enquiry-dialog__title">
          {t.title}
        </h2>
        <button
          type="button"
          className="enquiry-dialog__close"
          // The browser's invoker command closes it: the type is not React's to know yet.
          {...{ commandfor: ENQUIRY_DIALOG_ID, command: 'close' }}
          aria-label={t.close}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      </div>
      <p className="enquiry-dialog__intro">{t.intro}</p>
      <EnquiryForm id="enquiry-modal" {...props} />
    </dialog>
  );
}
