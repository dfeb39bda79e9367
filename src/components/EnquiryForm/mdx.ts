export { default as EnquiryReceipt } from './EnquiryReceipt.astro';
export { default as InlineEnquiry } from './InlineEnquiry.astro';
