/** The examination office's contact (ExamOfficeContact.astro) in each language: its facts from the head's person file, and its map, loaded only when asked for. */
import { expect, test } from '../../../tests/visitor.ts';
import { extensionsText, readData } from '../../../tests/content.ts';
import { LANGS, routeIn } from '../../lib/languages.ts';
import { coordinatesText } from '../../lib/maps.ts';
import { translator } from '../../../tests/languages.ts';
import { words as examOfficeStrings } from './ExamOfficeContact.words.ts';

// The examination office page in each language: the same facts from the head's person file, the component's words from its words file.
for (const lang of LANGS) {
  const route = routeIn(lang, '/contact-us');
  const t = examOfficeStrings[lang];

  test(`${route}: the map loads from OpenStreetMap only when the visitor opens it`, async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route(/openstreetmap\.org/, (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>Map stand-in</p>' });
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toEqual([]);
    await page.getByText(t.showMap).click();
    const map = page.frameLocator('iframe');
    await expect(map.getByText('Map stand-in')).toBeVisible();
    await expect(page.getByText(t.hideMap)).toBeVisible();
    expect(mapRequests).toEqual([expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/)]);
  });

  test(`${route}: the examination office page reads in full when the map cannot load`, async ({ page }) => {
    await page.route(/openstreetmap\.org/, (route) => route.abort());
    await page.goto(route);
    const office = page.locator('[data-exam-office]');
    const { name, head, map: centre } = readData('examination-office.yaml');
    const { contact } = readData(`people/${head}.yaml`);
    await expect(page.getByRole('heading', { level: 2, name: translator(lang)(name) })).toBeVisible();
    await expect(office).toContainText(extensionsText(contact.extensions, lang));
    await expect(office.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    // The head's own line, else the university's first number.
    const site = readData('site.yaml');
    const phone: string = contact.phone ?? site.phones[0].number;
    await expect(office.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^+0-9]/g, '')}`);
    const map = page.locator('iframe');
    await expect(map).toHaveAttribute('title', t.mapTitle(translator(lang)(site.name), coordinatesText(centre.latitude, centre.longitude)));
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('src', new RegExp(`marker=${centre.latitude}%2C${centre.longitude}`.replaceAll('.', '\\.')));
    await expect(page.getByRole('link', { name: t.largerMap })).toHaveAttribute(
      'href',
      new RegExp(`mlat=${centre.latitude}&mlon=${centre.longitude}`.replaceAll('.', '\\.')),
    );
  });
}
