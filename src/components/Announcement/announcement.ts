/** Opens the announcement once per browser session and returns focus on close. */
const DISMISSED = 'announcement-dismissed';

export function showOncePerSession(dialog: HTMLDialogElement): void {
  if (sessionStorage.getItem(DISMISSED)) return;
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  dialog.addEventListener('close', () => {
    sessionStorage.setItem(DISMISSED, '1');
    returnTo?.focus();
  });
  dialog.showModal();
}
