/**
 * How to apply (AdmissionSteps.astro) on the built admissions page, in each language: six numbered steps after the
 * action tiles; the apply step says where admissions stand on the build day (the open cycle's form, or when the next
 * opens with the enquiry), and the confirmation step gives fees.yaml's confirmation payment.
 */
import { expect, it } from 'vitest';
import { builtDoc, builtOn, shownText, shownTexts } from '../../../tests/built-page.ts';
import { datedState, readData } from '../../../tests/content.ts';
import { hrefIn, publishedRoutes } from '../../../tests/languages.ts';
import { rupees } from '../../lib/money.ts';
import { ENQUIRY_HREF } from '../../lib/admission-cycle.ts';
import { ENQUIRY_DIALOG_ID } from '../EnquiryForm/dialog-id.ts';
import { words } from './AdmissionSteps.words.ts';

const STEPS = ['enquire', 'eligibility', 'apply', 'documents', 'fees', 'confirm'] as const;

for (const [lang, route] of publishedRoutes('/admission-main')) {
  it(`${route}: the action tiles come first, then the steps in order, each leading somewhere`, () => {
    const main = builtDoc(route).querySelector('main')!;
    const tiles = main.querySelector('.admission-actions')!;
    const steps = main.querySelector('.admission-steps')!;
    expect(main.innerHTML.indexOf(tiles.outerHTML)).toBeLessThan(main.innerHTML.indexOf(steps.outerHTML));
    expect(shownTexts(steps, '.admission-steps__title')).toEqual(STEPS.map((step) => words[lang][step].title));
    for (const step of steps.querySelectorAll('.admission-steps__step')) expect(step.querySelectorAll('a, button[commandfor]').length).toBeGreaterThan(0);
  });

  it(`${route}: the apply step follows the admission cycles on the build day`, () => {
    const { status } = datedState(builtOn());
    const apply = builtDoc(route).querySelectorAll('.admission-steps__step')[STEPS.indexOf('apply')]!;
    const link = apply.querySelector('a')!;
    if (status.state === 'open') {
      expect(apply.getAttribute('data-state')).toBe('open');
      expect(link.getAttribute('href')).toBe(status.cycle.form);
    } else {
      // The enquiry dialog opens here, as everywhere; the link to the form's page stands in where it cannot.
      expect(apply.getAttribute('data-state')).toBe('not-open');
      expect(apply.querySelector('button[command="show-modal"]')!.getAttribute('commandfor')).toBe(ENQUIRY_DIALOG_ID);
      expect(link.getAttribute('href')).toBe(hrefIn(lang, ENQUIRY_HREF));
    }
  });

  it(`${route}: the confirmation step gives the confirmation payment of fees.yaml`, () => {
    const confirm = builtDoc(route).querySelectorAll('.admission-steps__step')[STEPS.indexOf('confirm')]!;
    expect(shownText(confirm)).toContain(rupees(readData('fees.yaml').confirmationPayment.amount, lang));
  });
}
