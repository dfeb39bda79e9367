/** What the form islands need from the enquiry schema, read on the server so the islands do not bundle zod. */
import { LIMITS, META_FIELDS, PROGRAMS, STATES } from '../../lib/enquiry/shared/schema.ts';
import { CONSENT_GIVEN, PRIVACY, PRIVACY_NOTICE_ROUTE } from '../../lib/enquiry/shared/privacy.ts';
import { getEnquiryOptions } from '../../data/enquiry.ts';
import { routeIn, type Lang } from '../../lib/languages.ts';
import type { EnquiryRules } from './EnquiryForm.tsx';

/** The rules as a page in `lang` shows them: the programmes, the states and the consent in its language, while the values sent stay the schema's. */
export async function enquiryRulesIn(lang: Lang): Promise<EnquiryRules> {
  const { programmes, states, privacy } = await getEnquiryOptions(lang);
  return {
    programs: PROGRAMS,
    programLabels: programmes,
    states: STATES,
    stateLabels: states,
    limits: LIMITS,
    meta: META_FIELDS,
    privacy: {
      consent: privacy.consent,
      consentValue: CONSENT_GIVEN,
      retentionDays: PRIVACY.retentionDays,
      noticeHref: routeIn(lang, PRIVACY_NOTICE_ROUTE),
    },
  };
}
