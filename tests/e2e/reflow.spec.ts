/**
 * Reflow (WCAG 1.4.10) of the thank-you pages as the server shows them
 * after an enquiry, with the receipt the built page holds hidden. Every
 * other page is held to it by the whole-site crawl (tests/site/every-page.spec.ts).
 */
import { test } from '../visitor.ts';
import { expectReflows, REFLOW_WIDTH } from '../site/reflow.ts';
import { thankYou } from '../../src/lib/enquiry/shared/response.ts';
import { LANGS } from '../../src/lib/languages.ts';

test.use({ announcementSeen: true });

for (const route of LANGS.map((lang) => thankYou(lang, 'ABCD-1234'))) {
  test(`${route} at ${REFLOW_WIDTH} px with 200 % text reflows: nothing scrolls sideways, the frame's controls stay in the window`, async ({
    visitor: page,
  }) => {
    await page.goto(route);
    await expectReflows(page, route);
  });
}
