/**
 * What the site's modal dialogs (the enquiry modal, site search) add to the
 * platform's <dialog>, whose showModal(), Escape, dialog forms, invoker
 * commands and closing on a click on the backdrop (`closedby="any"`) need no
 * script: Tab and Shift+Tab cycling inside the dialog rather than leaving for
 * the browser's toolbar.
 */
import { useRef, type KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]):not([tabindex="-1"]), select, textarea, [tabindex="0"]';

/** The controls of `dialog` that can take focus now: rendered ones (display: none has no boxes), and the focused one. */
const focusablesIn = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0 || element === document.activeElement);

export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);

  /** Moves Tab on from the last control to the first, and Shift+Tab from the first to the last. */
  const keepTabInside = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusables = focusablesIn(ref.current);
    const first = focusables[0];
    const last = focusables.at(-1);
    if (!first || !last) return;
    const index = focusables.indexOf(document.activeElement as HTMLElement);
    if (event.shiftKey && index <= 0) {
      last.focus();
      event.preventDefault();
    } else if (!event.shiftKey && index === focusables.length - 1) {
      first.focus();
      event.preventDefault();
    }
  };

  return { ref, keepTabInside };
}
