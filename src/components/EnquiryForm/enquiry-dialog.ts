/**
 * What the enquiry modal needs beyond the browser's native dialog: opening
 * from its buttons where invoker commands (commandfor/command) are not
 * supported, and Tab/Shift+Tab cycling within the dialog rather than
 * leaving for the browser's toolbar.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, [tabindex="0"]';

export function enhanceEnquiryDialog(dialog: HTMLDialogElement): void {
  if (!('command' in HTMLButtonElement.prototype)) {
    document.addEventListener('click', (event) => {
      const button = (event.target as Element).closest?.('[data-enquiry-open], [data-enquiry-close]');
      if (!button) return;
      if (button.hasAttribute('data-enquiry-open')) dialog.showModal();
      else dialog.close();
    });
  }

  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      last.focus();
      event.preventDefault();
    } else if (!event.shiftKey && document.activeElement === last) {
      first.focus();
      event.preventDefault();
    }
  });
}
