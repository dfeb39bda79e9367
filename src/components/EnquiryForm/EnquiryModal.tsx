/**
 * The enquiry form in a native modal dialog (max width 700 px), opened by
 * EnquiryButton with the browser's invoker commands, so it opens, closes with
 * Escape or its close button, and returns focus to the button without
 * JavaScript; a click on the backdrop closes it too (the browser's light
 * dismiss). Opening it moves focus inside, which hydrates this island; it
 * then keeps Tab and Shift+Tab cycling within the dialog, rather than leaving
 * for the browser's toolbar.
 */
import EnquiryForm, { type EnquiryFormProps } from './EnquiryForm.tsx';
import { words as strings } from './EnquiryForm.words.ts';
import { useModalDialog } from '../ModalDialog/use-modal-dialog.ts';
import CloseIcon from '../ModalDialog/CloseIcon.tsx';
import { invokes, LIGHT_DISMISS } from '../ModalDialog/platform-attributes.ts';
import { ENQUIRY_DIALOG_ID } from './dialog-id.ts';

export type EnquiryModalProps = Omit<EnquiryFormProps, 'id'>;

export default function EnquiryModal(props: EnquiryModalProps) {
  const t = strings[props.lang ?? 'en'];
  const { ref, keepTabInside } = useModalDialog();

  return (
    // Escape is the browser's; the keyboard handler only keeps Tab inside.
    <dialog
      id={ENQUIRY_DIALOG_ID}
      className="enquiry-dialog"
      aria-labelledby="enquiry-dialog-title"
      data-pagefind-ignore="all"
      {...LIGHT_DISMISS}
      ref={ref}
      onKeyDown={keepTabInside}
    >
      <div className="enquiry-dialog__head">
        {/* Opening the dialog puts focus on its title (the browser's dialog focusing), so a screen reader starts with what it is. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <h2 id="enquiry-dialog-title" className="enquiry-dialog__title" tabIndex={-1} autoFocus>
          {t.title}
        </h2>
        <button
          type="button"
          className="enquiry-dialog__close"
          // The browser's invoker command closes it.
          {...invokes(ENQUIRY_DIALOG_ID, 'close')}
          aria-label={t.close}
        >
          <CloseIcon />
        </button>
      </div>
      <p className="enquiry-dialog__intro">{t.intro}</p>
      <EnquiryForm id="enquiry-modal" {...props} />
    </dialog>
  );
}
