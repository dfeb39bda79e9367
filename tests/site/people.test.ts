/**
 * Built pages name people as src/content/data/people says: every committee,
 * body, faculty list, officer page, faculty card, school message and the
 * placement contact shows the names and roles of the people its content file
 * refers to, in its order, with serial numbers counted from that order. And
 * across the whole site, wherever a person's office is written beside a
 * name, it is the name of the person who holds that office.
 */
import { readdirSync } from 'node:fs';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../server/built-site.ts';
import { facultyLists, nameOf, people, person, postLineOf, readData, roleLineOf } from '../fixtures/people.ts';
import { LANGS, langOfRoute } from '../../src/lib/languages.ts';
import { inLanguage, roleOf } from '../../src/lib/person-naming.ts';
import { translator } from '../languages.ts';
import { words as committeeWords } from '../../src/components/SchoolCommittees/SchoolCommittees.words.ts';
import { words as studentCommitteeWords } from '../../src/components/Committee/Committee.words.ts';

const pages = builtPages({ kinds: ['page', 'gallery'] }).map((p) => ({ ...p, doc: parse(p.html) }));
/** The site's own pages: the component gallery shows tables and committees again as examples. */
const sitePages = pages.filter((p) => p.kind === 'page');

/** What a cell shows: its lines (multi-line cells), without the words only screen readers see. */
function cellLines(cell: HTMLElement): string[] {
  for (const hidden of cell.querySelectorAll('.visually-hidden, .link-pending__badge')) hidden.remove();
  const lines = cell.querySelectorAll('.data-table__line, li');
  return lines.length ? lines.map((l) => l.textContent.trim()) : [cell.textContent.trim()];
}

/** The rows of every table with this caption, on whichever page shows it. */
function tableRows(caption: string): string[][] {
  const tables = sitePages.flatMap((p) => p.doc.querySelectorAll('table').filter((t) => t.querySelector('caption')?.textContent.trim() === caption));
  expect(tables, `a built page shows the table "${caption}"`).toHaveLength(1);
  return tables[0]!.querySelectorAll('tbody tr').map((row) => row.querySelectorAll('th, td').map(cellLines).flat());
}

const serial = (i: number) => String(i + 1);
const nameAndRole = (id: string) => [nameOf(id), roleLineOf(id)];

describe('committees and bodies show their people, in order, numbered from the order', () => {
  it('the Governing Body', () => {
    const { members } = readData('university/governing-body.yaml');
    expect(tableRows('Members of the Governing Body')).toEqual(
      members.map((m: any, i: number) => [serial(i), m.constitution, ...(m.person ? nameAndRole(m.person) : [m.designation]), m.status]),
    );
  });

  it('the Executive Council', () => {
    const { seats } = readData('university/executive-council.yaml');
    expect(tableRows('Seats of the Executive Council')).toEqual(
      seats.map((s: any, i: number) => [serial(i), s.constitution, ...s.people.flatMap(nameAndRole), s.status]),
    );
  });

  it('the IQAC committee', () => {
    const { members } = readData('university/iqac-committee.yaml');
    expect(tableRows('Members of the IQAC committee')).toEqual(members.map((m: any, i: number) => [serial(i), ...nameAndRole(m.person), m.role, m.category]));
  });

  it("the Academic Audit Committee, with each member's post and department", () => {
    const { members } = readData('university/audit-committee.yaml');
    expect(tableRows('Members of the Academic Audit Committee')).toEqual(
      members.map((m: any) => [nameOf(m.person), postLineOf(m.person), person(m.person).department ?? '', m.remarks]),
    );
  });

  it('the event committee', () => {
    const event = readData('events/techidea-2025.yaml');
    const label = (role: string) => role[0]!.toUpperCase() + role.slice(1);
    expect(tableRows(`${event.name} committee`)).toEqual(event.committee.map((r: any, i: number) => [serial(i), ...nameAndRole(r.person), label(r.role)]));
  });

  it.each(LANGS)('the College of Pharmacy committees (%s)', (lang) => {
    const translate = translator(lang);
    const rows = tableRows(committeeWords[lang].caption(translate(readData('schools/pharmacy.yaml').name)));
    const committees = readData('school-committees.yaml').filter((c: { school: string }) => c.school === 'pharmacy');
    expect(rows).toHaveLength(committees.length);
    for (const c of committees) {
      expect(rows).toContainEqual([translate(c.name), `${nameOf(c.head.person)} (${translate(c.head.role)})`, ...c.members.map(nameOf)]);
    }
  });

  it.each(facultyLists.map((list) => [list.caption, list] as const))('the faculty list %s: name, post and department', (caption, list) => {
    const rows = tableRows(caption).map((row) => row.slice(0, 3));
    expect(rows).toEqual(list.members.map((m) => [nameOf(m.person), postLineOf(m.person), person(m.person).department ?? '']));
  });
});

describe('student support committees show the people their files name, in both languages', () => {
  const committees = readdirSync('src/content/data/committees').map((file) => ({ id: file.replace(/\.yaml$/, ''), ...readData(`committees/${file}`) }));

  it.each(committees.flatMap((c) => LANGS.map((lang) => [c.id, lang, c] as const)))('%s (%s)', (id, lang, committee) => {
    const translate = translator(lang);
    const shown = sitePages.filter((p) => langOfRoute(p.route) === lang).flatMap((p) => p.doc.querySelectorAll(`[data-committee="${id}"]`));
    expect(shown, `one page in ${lang} shows the committee ${id}`).toHaveLength(1);
    const section = shown[0]!;
    const members = committee.seats.reduce((n: number, seat: { people: string[] }) => n + seat.people.length, 0);
    expect(section.querySelector('caption')?.textContent.trim()).toBe(studentCommitteeWords[lang].caption(translate(committee.name), members));
    const rows = section.querySelectorAll('tbody tr').map((row) => row.querySelectorAll('th, td').map(cellLines).flat());
    expect(rows).toEqual(
      committee.seats.flatMap((seat: any) =>
        seat.people.map((id: string) => {
          const { contact = {} } = person(id);
          const ways = [contact.phone, contact.email].filter(Boolean);
          return [
            nameOf(id),
            roleOf(inLanguage(person(id), translate)),
            translate(seat.constitution),
            translate(seat.status),
            // A person without a phone or e-mail is reached through the committee.
            ...(ways.length ? ways : [committee.contact?.phone || committee.contact?.email ? studentCommitteeWords[lang].throughCommittee : '']),
          ];
        }),
      ),
    );
    // How to reach the committee as a whole.
    for (const way of [committee.contact?.phone, committee.contact?.email].filter(Boolean)) {
      expect(section.querySelector('.committee__reach')?.textContent, `${id}: ${way}`).toContain(way);
    }
  });
});

describe('pages about one person show that person', () => {
  it('every officer page shows the name and office of the person it is about, the office in the language of the page', () => {
    const cards = pages.flatMap((p) => p.doc.querySelectorAll('article.officer').map((card) => ({ route: p.route, card })));
    expect(cards.length).toBeGreaterThan(0);
    expect(new Set(cards.map(({ route }) => langOfRoute(route)))).toEqual(new Set(LANGS));
    for (const { route, card } of cards) {
      const id = card.getAttribute('data-person')!;
      const { office, designation } = person(id);
      expect([card.querySelector('.officer__name')?.textContent, card.querySelector('.officer__title')?.textContent], route).toEqual([
        nameOf(id),
        translator(langOfRoute(route))((office ?? designation)!),
      ]);
    }
  });

  it('every person with a faculty profile has a card with their name and post on each page of the faculty, in its language', () => {
    const withProfile = [...people.values()].filter((p) => p.profile);
    expect(withProfile.length).toBeGreaterThan(0);
    const directories = pages.filter((p) => p.doc.querySelector('.faculty-directory'));
    // The faculty directory is on a page in every language the site has.
    expect(new Set(directories.map((p) => langOfRoute(p.route)))).toEqual(new Set(LANGS));
    for (const { route, doc } of directories) {
      const translate = translator(langOfRoute(route));
      const cards = new Map(doc.querySelectorAll('article.faculty-card').map((card) => [card.getAttribute('data-faculty'), card] as const));
      for (const { id } of withProfile) {
        const card = cards.get(id);
        expect(card, `${route}: a card for ${id}`).toBeDefined();
        expect(
          [card!.querySelector('.faculty-card__name')?.textContent.trim(), card!.querySelector('.faculty-card__position')?.textContent.trim()],
          route,
        ).toEqual([nameOf(id), translate(postLineOf(id))]);
      }
    }
  });

  it.each(LANGS)('every school message is signed with the name and role of the person who wrote it (%s)', (lang) => {
    const translate = translator(lang);
    const figures = pages.filter((p) => langOfRoute(p.route) === lang).flatMap((p) => p.doc.querySelectorAll('figure.school-page__message'));
    const schools = readdirSync('src/content/data/schools').map((file) => readData(`schools/${file}`));
    expect(schools.some((school) => school.message)).toBe(true);
    for (const school of schools) {
      if (!school.message) continue;
      const figure = figures.find((f) => f.querySelector('blockquote p')?.textContent.trim() === translate(school.message.quote[0]));
      expect(figure, `the message of ${school.name}`).toBeDefined();
      expect(figure!.querySelector('figcaption')?.textContent.replace(/\s+/g, ' ').trim()).toBe(
        `${nameOf(school.message.by)}, ${roleOf(inLanguage(person(school.message.by), translate))}`,
      );
    }
  });

  it('the placement contact is the officer placements.yaml names, with their e-mail, on the page in each language', () => {
    const { officer } = readData('placements.yaml');
    const shown = pages.filter((p) => p.doc.querySelector('.placement__contact'));
    expect(new Set(shown.map((p) => langOfRoute(p.route)))).toEqual(new Set(LANGS));
    for (const { route, doc } of shown) {
      const contact = doc.querySelector('.placement__contact')!.textContent;
      expect(contact, route).toContain(nameOf(officer));
      expect(contact, route).toContain(roleOf(inLanguage(person(officer), translator(langOfRoute(route)))));
      if (person(officer).contact?.email) expect(contact, route).toContain(person(officer).contact!.email);
    }
  });
});

it('wherever a page writes an office beside a name, the name is of the person who holds it', () => {
  const holders = new Map([...people.values()].filter((p) => p.office).map((p) => [p.office!, nameOf(p.id)]));
  const names = [...people.keys()].map(nameOf);
  let checked = 0;
  for (const { route, doc } of pages) {
    // Rows, officer cards and message captions are where a name and a role sit together.
    for (const group of doc.querySelectorAll('tr, .officer__about, figcaption, .placement__contact')) {
      // An office named on its own (a link to the Registrar's page) is not a claim about who holds it;
      // a name is one from the people data, or any name written with an honorific.
      if (!names.some((name) => group.textContent.includes(name)) && !/\b(?:Dr|Prof|Mr|Mrs|Ms|Adv)\.\s/.test(group.textContent)) continue;
      const texts = group.querySelectorAll('*').map((el) =>
        el.childNodes
          .filter((n) => n.nodeType === 3)
          .map((n) => n.textContent)
          .join('')
          .replace(/^[\s,]+|\s+$/g, ''),
      );
      for (const text of texts) {
        const holder = holders.get(text);
        if (!holder) continue;
        checked++;
        expect(group.textContent, `${route}: "${text}" is written beside ${holder}'s name`).toContain(holder);
      }
    }
  }
  expect(checked).toBeGreaterThan(0);
});
