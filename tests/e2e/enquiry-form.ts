/**
 * What the browser tests of the enquiry form share: a valid enquiry, filling
 * the form as a visitor does (by its labels, in the page's language), the
 * modal, and the rows of the staff export.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_EXPORT_TOKEN } from '../../playwright.config.ts';
import { PRIVACY } from '../../src/lib/enquiry/shared/privacy.ts';
import { routeIn, type Lang } from '../../src/lib/languages.ts';
import { referenceOf } from '../../src/lib/enquiry/shared/response.ts';
import { translator } from '../languages.ts';
import { words as strings } from '../../src/components/EnquiryForm/EnquiryForm.words.ts';
import { words as receiptStrings } from '../../src/components/EnquiryForm/EnquiryReceipt.words.ts';

/** A page whose frame holds the enquiry modal. */
export const PAGE = '/page-under-development';

/** A unique marker per test, written into the query so the export can find the row. */
export const marker = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

export const valid = (tag: string) => ({
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  phoneno: '098765 43210',
  program: 'Pharmacy (PG & UG Courses)',
  state: 'Uttar Pradesh',
  city: 'Noida',
  query: `What is the B.Pharm fee? ${tag}`,
  consent: 'yes',
});

/** The consent checkbox, named by its text as editors wrote it (enquiry.json) in the page's language. */
export const consentBox = (form: Locator, lang: Lang = 'en') => form.getByRole('checkbox', { name: translator(lang)(PRIVACY.consent) });

/** Fills every answer; ticks the consent box unless `consent` is false. */
export async function fill(form: Locator, values: Record<string, string>, lang: Lang = 'en', { consent = true } = {}) {
  const label = strings[lang].labels;
  await form.getByLabel(label.name).fill(values.name!);
  await form.getByLabel(label.email).fill(values.email!);
  await form.getByLabel(label.phoneno).fill(values.phoneno!);
  await form.getByLabel(label.program).selectOption(values.program!);
  await form.getByLabel(label.state).selectOption(values.state!);
  await form.getByLabel(label.city).fill(values.city!);
  await form.getByLabel(label.query).fill(values.query!);
  if (consent) await consentBox(form, lang).check();
}

/** Rows of the staff export whose text contains `tag`. */
export async function exportedRows(page: Page, tag: string, base = ''): Promise<string[]> {
  const response = await page.request.get(`${base}/api/enquiries.csv`, { headers: { authorization: `Bearer ${E2E_EXPORT_TOKEN}` } });
  expect(response.status()).toBe(200);
  return (await response.text()).split('\r\n').filter((line) => line.includes(tag));
}

export async function openModal(page: Page, lang: Lang = 'en') {
  await page.getByRole('button', { name: strings[lang].button }).click();
  const dialog = page.getByRole('dialog', { name: strings[lang].title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Waits until the form's island is there: a Submit tapped before it posts the form as plain HTML, so a test of
 * what the island does with a Submit (its summary, its messages, its busy button) taps once it is ready.
 */
export const islandReady = (form: Locator) => expect(form.locator('[data-ready]').first()).toBeAttached();

/** The thank-you page a stored enquiry leads to: the page of the form's language, its reference in the address. */
export const thankYouPage = (lang: Lang = 'en') =>
  new RegExp(`${routeIn(lang, '/thank-you-admission').replace(/\//g, '\\/')}\\?reference=[0-9A-F]{4}-[0-9A-F]{4}$`);

/**
 * The open thank-you page shows the reference of the one enquiry stored with
 * `tag` (derived from its id, as staff see it in the export) and nothing else
 * the visitor sent.
 */
export async function expectReceipt(page: Page, tag: string, sent: Record<string, string>, lang: Lang = 'en') {
  const [row] = await exportedRows(page, tag);
  const id = row!.split(',')[0]!;
  const receipt = page.locator('[data-enquiry-receipt]');
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(receiptStrings[lang].reference);
  await expect(receipt.locator('[data-enquiry-reference]')).toHaveText(referenceOf(id));
  // Nothing else of the enquiry: not the sender's words, nor the id itself (the city may be the university's own).
  const html = await page.content();
  for (const value of [sent.name!, sent.email!, sent.query!, sent.phoneno!.replace(/\D/g, '').slice(-10), id]) expect(html).not.toContain(value);
}
