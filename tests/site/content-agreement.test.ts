/**
 * The built pages show what the content files say: fees and totals, intake,
 * school names, scholarships, gallery images, banner buttons, the enquiry
 * options, the session and the examination office's contact — read from the
 * files, never re-typed, so an editor's change is checked wherever it shows.
 */
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { rupees, totalFee } from '../../src/lib/money.ts';
import { LANGS, routeIn } from '../../src/lib/languages.ts';
import { durationIn, factWords, programmeSeats } from '../../src/lib/programme-facts.ts';
import { fillSessionWith, SESSION_PLACEHOLDER } from '../../src/lib/session-placeholder.ts';
import { datedState, documentsOf, extensionsText, galleryImages, programmes, readData, schoolPages, session } from '../content.ts';
import { hrefIn, translator } from '../languages.ts';
import { builtPages } from '../../server/built-site.ts';
import { builtDoc, shownTexts } from '../built-page.ts';
import { words as feeTableWords } from '../../src/components/FeeTable/FeeTable.words.ts';
import { words as extraChargesWords } from '../../src/components/ExtraCharges/ExtraCharges.words.ts';
import { words as hostelFeeWords } from '../../src/components/HostelFee/HostelFee.words.ts';
import { words as placementStrings } from '../../src/components/PlacementHighlights/PlacementHighlights.words.ts';
import { admissionStatus } from '../../src/lib/site.words.ts';

const page = builtDoc;
const texts = shownTexts;
const fill = (text: string) => fillSessionWith(text, session());
const schoolName = (id: string) => readData(`schools/${id}.yaml`).name as string;

for (const lang of LANGS) {
  describe(`${lang}: fees and intake on the built pages`, () => {
    const fees = page(routeIn(lang, '/fee-structure'));
    const intake = page(routeIn(lang, '/admission-criteria'));
    const translate = translator(lang);

    it.each(programmes().map((p) => [p.id, p] as const))('%s: the fee structure shows its yearly fees and their total', (id, p) => {
      const row = fees.querySelector(`[data-fee-table] tr[data-programme="${id}"]`)!;
      if (p.annualFees === 'pending') return expect(row.text).toContain(feeTableWords[lang].pending);
      expect(texts(row, 'td.data-table__numeric:not(.data-table__lead, .data-table__blank)')).toEqual(p.annualFees.map((fee) => rupees(fee, lang)));
      expect(texts(row, '.data-table__lead')).toEqual([rupees(totalFee(p.annualFees)!, lang)]);
    });

    it('groups the fee structure under the names of the schools in data/schools, in the order programmes first name them', () => {
      const schools = [...new Set(programmes().map((p) => p.school.id))];
      expect(texts(fees, '[data-fee-table] .data-table__group th')).toEqual(schools.map((id) => translate(schoolName(id))));
    });

    it('shows every charge besides tuition with its amount, and the confirmation payment', () => {
      const { extraCharges, confirmationPayment } = readData('fees.yaml');
      const rows = fees.querySelectorAll('[data-extra-charges] tbody tr');
      expect(rows.map((row) => texts(row, 'td.data-table__numeric')[0])).toEqual(extraCharges.map((c: { amount: number }) => rupees(c.amount, lang)));
      rows.forEach((row, i) => {
        const charge = extraCharges[i] as { label: string; frequency: string; refundable?: boolean };
        expect(texts(row, 'th')[0]).toBe(`${translate(charge.label)}${charge.refundable ? extraChargesWords[lang].refundable : ''}`);
        expect(texts(row, 'td:not(.data-table__numeric)')[0]).toContain(
          charge.frequency === 'once' ? extraChargesWords[lang].once : extraChargesWords[lang].everyYear,
        );
      });
      expect(texts(fees, '[data-confirmation-payment]')[0]).toContain(rupees(confirmationPayment.amount, lang));
    });

    it.each(['/fee-structure', '/hostel-facilities'])('%s shows the hostel fee of fees.yaml, or that it is pending and whom to ask, linked', (route) => {
      const { hostel } = readData('fees.yaml');
      const fee = page(routeIn(lang, route)).querySelector('[data-hostel-fee]')!;
      expect(fee, route).not.toBeNull();
      if (hostel.perYear !== 'pending') return expect(texts(fee.parentNode!, '[data-hostel-fee]')[0]).toContain(rupees(hostel.perYear, lang));
      expect(texts(fee.parentNode!, '[data-hostel-fee]')[0]).toContain(hostelFeeWords[lang].hostelPending);
      const ask = fee.querySelector('a')!;
      expect(ask.getAttribute('href')).toBe(hrefIn(lang, hostel.ask.contact));
      expect(ask.text.trim()).toBe(translate(hostel.ask.office));
    });

    it('the intake table shows each programme’s seats (or that they are not yet published) and the sum of those published', () => {
      for (const p of programmes()) expect(texts(intake, `tr[data-programme="${p.id}"] td`).at(-1), p.id).toBe(programmeSeats(p, lang));
      const total = programmes().reduce((sum, p) => sum + (p.intake === 'pending' ? 0 : p.intake), 0);
      expect(texts(intake, 'tfoot td.data-table__numeric')).toEqual([total.toLocaleString('en-IN')]);
    });

    it('states every programme’s eligibility as its data says, in the page’s language', () => {
      const shown = texts(intake, '.admission-rule dd').join(' | ');
      for (const p of programmes()) expect(shown, p.id).toContain(translate(p.eligibility));
    });

    it('lists every scholarship scheme by name', () => {
      const schemes = page(routeIn(lang, '/scholarships'));
      const names = readData('scholarships.yaml').schemes.map((s: { name: string }) => translate(s.name));
      expect(texts(schemes, '[data-schemes] .scheme__name')).toEqual(names);
    });
  });
}

describe('programmes on the built pages', () => {
  it('the explorer lists every programme with its school’s short name', () => {
    const explorer = page('/programmes');
    for (const p of programmes()) {
      const school = readData(`schools/${p.school.id}.yaml`);
      expect(texts(explorer, `[data-explorer-rows] tr[data-programme="${p.id}"] td[data-label="School"]`), p.id).toEqual([school.shortName ?? school.name]);
    }
  });
});

describe('school pages in every language', () => {
  /** [language, route, school] for each school page, English and Hindi. */
  const schoolPageRows = schoolPages().map(({ lang, route, school }) => [lang, route, school] as const);

  it.each(schoolPageRows)('%s %s: each programme card gives the duration, seats and fee of programmes.yaml', (lang, route, id) => {
    const words = factWords[lang];
    const translate = translator(lang);
    const listed = (readData(`schools/${id}.yaml`).programmes ?? []) as string[];
    const built = page(route);
    for (const p of programmes().filter((programme) => listed.includes(programme.id))) {
      const card = built.querySelectorAll('#programmes .card').find((c) => c.querySelector('.card__title')?.text.trim() === translate(p.name));
      expect(card, `${route}: the card of ${p.id}`).toBeDefined();
      const shown = texts(card!, '.card__body')[0]!;
      // None of the three published: one sentence says so, with whom to ask.
      if (p.durationYears === 'pending' && p.intake === 'pending' && p.annualFees === 'pending') {
        expect(shown).toContain(words.allPending);
        continue;
      }
      expect(shown).toContain(durationIn(lang, p.durationYears, words.years));
      expect(shown).toContain(programmeSeats(p, lang));
      if (p.annualFees === 'pending') expect(shown).toContain(words.feePending);
      else for (const fee of p.annualFees) expect(shown).toContain(rupees(fee, lang));
    }
  });
});

describe('lists on the built pages', () => {
  it('/scholarships lists the schemes of scholarships.yaml, in order', () => {
    expect(texts(page('/scholarships'), '.scheme__name')).toEqual(readData('scholarships.yaml').schemes.map((s: { name: string }) => s.name));
  });

  it.each(['photo-gallery', 'media-coverage', 'ads-archive'])('/%s shows every image of gallery.yaml', (id) => {
    const alts = page(`/${id}`)
      .querySelectorAll('main img')
      .map((img) => img.getAttribute('alt'));
    for (const image of galleryImages(id)) expect(alts).toContain(image.alt);
  });

  it('/calendar-of-events lists every calendar of documents.yaml', () => {
    const shown = page('/calendar-of-events').text;
    for (const doc of documentsOf('calendars')) expect(shown).toContain(doc.title);
  });

  it('every page carries the current notices of documents.yaml and the external portals of site.yaml (the portals also in the phone menu)', () => {
    const site = readData('site.yaml');
    // The day the build was made for, as the event page states it.
    const asOf = page('/techidea-2025').querySelector('.event-timeline__asof time')!.getAttribute('datetime')!;
    const { status, barNotices } = datedState(asOf);
    const apply = status.state === 'open' ? [admissionStatus.en.apply(status.cycle.session)] : [];
    for (const route of ['/', '/fee-structure', '/contact-us']) {
      const built = page(route);
      expect(texts(built, '.notices__list [data-notice] a'), route).toEqual([...apply, ...barNotices.map((n) => n.title)]);
      for (const item of built.querySelectorAll('.notices__list [data-notice]'))
        expect(item.querySelector('time')?.getAttribute('datetime'), route).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const portals = site.externalButtons.map((b: { label: string }) => fill(b.label));
      expect(texts(built, '.header-portals__link'), route).toEqual(portals);
      expect(texts(built, '.menu-portals__link'), route).toEqual(portals);
    }
  });

  it('the enquiry form offers exactly the programmes of enquiry.json', () => {
    const options = page('/')
      .querySelectorAll('select[name="program"] option')
      .map((o) => o.getAttribute('value'))
      .filter(Boolean);
    expect(options).toEqual(readData('enquiry.json').programmes);
  });
});

describe('facts written once', () => {
  it('no page shows a {session} placeholder, and the session titles its pages', () => {
    for (const p of builtPages({ kinds: ['page', 'gallery'] })) expect(p.html.includes(SESSION_PLACEHOLDER), p.route).toBe(false);
    expect(page('/fee-structure').querySelector('h1')!.text).toContain(session());
  });

  it.each(LANGS)('the examination office shows its head’s phone extensions and e-mail (%s)', (lang) => {
    const { head } = readData('examination-office.yaml');
    const { contact } = readData(`people/${head}.yaml`);
    const office = page(routeIn(lang, '/contact-us')).querySelector('[data-exam-office]')!;
    expect(office.text.replace(/\s+/g, ' ')).toContain(extensionsText(contact.extensions, lang));
    expect(office.text).toContain(contact.email);
  });

  it.each(LANGS)('the placement highlights show each figure of placements.yaml with its label (%s)', (lang) => {
    const translate = translator(lang);
    const { campus, period, highlights } = readData('placements.yaml');
    const built = page(routeIn(lang, '/placement-statistics'));
    const scope = placementStrings[lang].scope(translate(campus), period);
    expect(texts(built, '#placement-highlights')).toEqual([placementStrings[lang].highlights(scope)]);
    // The home page's figures say the same campus and period.
    expect(texts(page(routeIn(lang, '/')), '#home-figures')[0]).toContain(scope);
    expect(texts(built, '.placement .key-figures__value')).toEqual(highlights.map((h: { value: string }) => translate(h.value)));
    expect(texts(built, '.placement .key-figures__label')).toEqual(highlights.map((h: { label: string }) => translate(h.label)));
  });

  it('the floating call button calls the number site.yaml names for it', () => {
    const site = readData('site.yaml');
    const number = site.phones.find((p: { label: string }) => p.label === site.enquireNow.phone).number.replace(/[^+0-9]/g, '');
    expect(page('/').querySelector('.floating-actions__button:not(.floating-actions__button--chat)')!.getAttribute('href')).toBe(`tel:${number}`);
  });

  it('the chat link opens WhatsApp on the admissions mobile of site.yaml', () => {
    const mobile = readData('site.yaml').admissions.phone.number.replace(/\D/g, '');
    const chat = builtPages({ kinds: ['page', 'gallery'] }).find((p) => p.html.includes('floating-actions__button--chat'));
    expect(chat, 'a page with the chat link').toBeDefined();
    expect(parse(chat!.html).querySelector('.floating-actions__button--chat')!.getAttribute('href')).toBe(`https://wa.me/${mobile}`);
  });

  it('the disclosure table calls the calendars published only while one is online', () => {
    const table = page('/mandatory-disclosures');
    const row = table.querySelectorAll('tr').find((tr) => tr.querySelector('a[href="/calendar-of-events"]'))!;
    const online = documentsOf('calendars').filter((d) => d.href !== 'pending').length;
    const expected = online === 0 ? 'Not yet published' : online === documentsOf('calendars').length ? 'Published' : 'Partly published';
    expect(texts(row, '.data-table__status')).toEqual([expected]);
  });
});
