/** The cross on a dialog's close button; the button names itself. */
export default function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}
