/**
 * On the thank-you page: the reference of the enquiry just sent (shown only when the page is reached from the form).
 * @from none: the server fills it in
 */
export { default as EnquiryReceipt } from './EnquiryReceipt.astro';
/**
 * The enquiry form in the page.
 * @from `enquiry.json`
 */
export { default as InlineEnquiry } from './InlineEnquiry.astro';
