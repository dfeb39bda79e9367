/** Shared steps for the faculty directory's and the faculty cards' browser tests on the College of Pharmacy's page. */
import type { Page } from '@playwright/test';
import { people } from '../../../tests/fixtures/people.ts';

/** The pharmacy faculty's departments are sections that open and close: open each as a visitor would, by its summary. */
export async function openDepartments(page: Page) {
  for (const department of await page.locator('details.faculty-directory__department').all()) {
    if ((await department.getAttribute('open')) === null) await department.locator(':scope > summary').click();
  }
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The people the College of Pharmacy page shows a card for: everyone in the people data with a profile. */
export const teachers = [...people.values()].filter((p) => p.profile);
