/**
 * The enquiry's privacy notice and consent in Chromium against the
 * production server, in every language, with and without JavaScript: the
 * notice and its link to the full notice before sending, an unticked consent
 * box refused with a message in the page's language and the input kept, and
 * the consent (its time and the notice's version) recorded with the enquiry.
 * Then the policy pages, linked from every page's footer.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { enquiryMessages } from '../../src/lib/enquiry/shared/messages.ts';
import { PRIVACY, PRIVACY_NOTICE_ROUTE } from '../../src/lib/enquiry/shared/privacy.ts';
import { LANGS, routeIn } from '../../src/lib/languages.ts';
import { readData } from '../content.ts';
import { hrefIn, translator } from '../languages.ts';
import { consentBox, exportedRows, fill, marker, openModal, PAGE, thankYouPage, valid } from './enquiry-form.ts';
import { words as strings } from '../../src/components/EnquiryForm/EnquiryForm.words.ts';

/** The end of a staff export row: when consent was given, then the version of the notice (the last two columns). */
const CONSENT_RECORDED = new RegExp(`,\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z,${PRIVACY.noticeVersion}$`);

for (const lang of LANGS) {
  const t = strings[lang];
  const say = enquiryMessages[lang];
  const page = routeIn(lang, PAGE);
  const thanks = thankYouPage(lang);

  /** The notice before the submit button: what, why, who, how long, and the full notice's link (a new tab: nothing typed is lost). */
  async function expectNotice(form: Locator) {
    const notice = form.locator('[data-privacy-notice]');
    await expect(notice).toContainText(t.notice(PRIVACY.retentionDays));
    await expect(notice).toContainText(t.noticeMinor);
    const link = notice.getByRole('link', { name: new RegExp(`^${t.noticeLink}`) });
    await expect(link).toHaveAttribute('href', routeIn(lang, PRIVACY_NOTICE_ROUTE));
    await expect(link).toHaveAttribute('target', '_blank');
    const box = consentBox(form, lang);
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAttribute('required', '');
  }

  test.describe(`${lang}, with JavaScript`, () => {
    test('the notice and its link show before sending; an unticked box is refused in the page’s language with the input kept; ticked, the consent is recorded', async ({
      page: browser,
    }) => {
      const tag = marker(`consent-js-${lang}`);
      await browser.goto(page);
      const dialog = await openModal(browser, lang);
      await expectNotice(dialog);
      const values = valid(tag);
      await fill(dialog, values, lang, { consent: false });
      await dialog.getByRole('button', { name: t.submit }).click();
      const summary = dialog.locator('[data-summary]');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText(say.correct(1));
      await expect(summary.getByRole('link', { name: say.rules['consent.required'] })).toBeVisible();
      const box = consentBox(dialog, lang);
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription(new RegExp(say.rules['consent.required']));
      await expect(dialog.getByLabel(t.labels.query)).toHaveValue(values.query);
      await expect(dialog.getByLabel(t.labels.email)).toHaveValue(values.email);
      expect(await exportedRows(browser, tag)).toEqual([]);

      await box.check();
      await dialog.getByRole('button', { name: t.submit }).click();
      await browser.waitForURL(thanks);
      const rows = await exportedRows(browser, tag);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatch(CONSENT_RECORDED);
    });
  });

  test.describe(`${lang}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('the browser holds an unticked box back; the server refuses it in the page’s language with the input kept; ticked, the consent is recorded', async ({
      page: browser,
    }) => {
      const tag = marker(`consent-nojs-${lang}`);
      await browser.goto(page);
      const dialog = await openModal(browser, lang);
      await expectNotice(dialog);
      const values = valid(tag);
      await fill(dialog, values, lang, { consent: false });
      expect(await consentBox(dialog, lang).evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
      // A browser that does not check required boxes: the server must hold the line too.
      await browser.evaluate(() => document.querySelectorAll('form').forEach((f) => f.setAttribute('novalidate', '')));
      const [refused] = await Promise.all([
        browser.waitForResponse((r) => r.url().endsWith(routeIn(lang, '/api/enquiries'))),
        dialog.getByRole('button', { name: t.submit }).click(),
      ]);
      expect(refused.status()).toBe(422);
      const form = browser.locator('#enquiry-inline');
      await expect(form.locator('[data-summary]')).toContainText(say.correct(1));
      const box = consentBox(form, lang);
      await expect(box).toHaveAccessibleDescription(new RegExp(say.rules['consent.required']));
      await expect(box).not.toBeChecked();
      await expect(form.getByLabel(t.labels.query)).toHaveValue(values.query);
      await expect(form.getByLabel(t.labels.state)).toHaveValue(values.state);
      await expectNotice(form);

      await box.check();
      const [stored] = await Promise.all([
        browser.waitForResponse((r) => r.url().endsWith(routeIn(lang, '/api/enquiries')) && r.status() === 303),
        form.getByRole('button', { name: t.submit }).click(),
      ]);
      expect(stored.headers()['location']).toMatch(thanks);
      const rows = await exportedRows(browser, tag);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatch(CONSENT_RECORDED);
    });
  });
}

test('an API client that does not send consent gets a 422 naming the field; with consent "yes" the enquiry is stored with it', async ({ page }) => {
  const tag = marker('consent-api');
  const { consent: _, ...withoutConsent } = valid(tag);
  const refused = await page.request.post('/api/enquiries', { data: withoutConsent });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors).toEqual({ consent: enquiryMessages.en.rules['consent.required'] });
  expect((await page.request.post('/api/enquiries', { data: valid(tag) })).status()).toBe(201);
  expect((await exportedRows(page, tag))[0]).toMatch(CONSENT_RECORDED);
});

/** The policy pages of site.yaml, as the footer lists them. */
const policies = readData<{ policies: { label: string; href: string }[] }>('site.yaml').policies;

async function footerPolicies(page: Page) {
  // The footer's policy list, beside its other groups of links.
  const nav = page.getByRole('contentinfo').locator('nav.site-footer__policies');
  return nav.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent!.trim(), a.getAttribute('href')]));
}

for (const lang of LANGS) {
  test(`${lang}: every page's footer links the policy pages, and the privacy notice states the terms the form records`, async ({ page }) => {
    const translate = translator(lang);
    await page.goto(routeIn(lang, '/'));
    expect(await footerPolicies(page)).toEqual(policies.map((p) => [translate(p.label), hrefIn(lang, p.href)]));
    await page.goto(routeIn(lang, PRIVACY_NOTICE_ROUTE));
    const main = page.getByRole('main');
    await expect(main).toContainText(PRIVACY.noticeVersion);
    await expect(main).toContainText(translate(PRIVACY.consent));
    await expect(main).toContainText(String(PRIVACY.retentionDays));
    await expect(main.locator('address')).toBeVisible();
    for (const { href } of policies) expect((await page.request.get(hrefIn(lang, href))).status(), href).toBe(200);
  });
}
