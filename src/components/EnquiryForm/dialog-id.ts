/** The id of the enquiry modal, which every enquiry control names as its invoker command's target. */
export const ENQUIRY_DIALOG_ID = 'enquiry-dialog';
