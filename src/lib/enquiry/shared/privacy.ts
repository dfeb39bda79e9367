/**
 * The enquiry's privacy terms, written once by editors in
 * src/content/data/enquiry.json (JSON, so the browser, the server and the
 * staff commands all read it without a content loader): the consent
 * checkbox's text, the version of the privacy notice each enquiry records,
 * and how long enquiries are kept. Browser-safe.
 */
import enquiryOptions from '../../../content/data/enquiry.json' with { type: 'json' };

export interface PrivacyTerms {
  noticeVersion: string;
  consent: string;
  retentionDays: number;
}

export const PRIVACY: PrivacyTerms = enquiryOptions.privacy;

/** What the `consent` field carries when the visitor ticks the box (forms and API clients alike). */
export const CONSENT_GIVEN = 'yes';

/** The full privacy notice, a content page in every language (src/content/pages/privacy.mdx and hi/privacy.mdx). */
export const PRIVACY_NOTICE_ROUTE = '/privacy';
