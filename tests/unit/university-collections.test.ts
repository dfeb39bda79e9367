/**
 * The university area's collections: the real YAML files pass their
 * schemas, and data that breaks a count or a rule the specification gives is
 * rejected with a message that tells the editor what to fix.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DATA } from '../../src/content-io/sources.ts';
import { readDataFile } from '../../src/content-io/content-files.ts';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { auditCommitteeSchema, committeeSchema, executiveCouncilSchema, governingBodySchema, iqacCommitteeSchema } from '../../src/schemas/governance.ts';
import { academicAuditSchema, courseFileIndexSchema, OBSERVATION_ISSUES } from '../../src/schemas/quality.ts';
import { employeeBenefitsSchema, orgChartSchema, statutoryApprovalsSchema } from '../../src/schemas/institution.ts';
import { personSchema } from '../../src/schemas/people.ts';
import { eventCommitteeSchema, personId } from '../../src/schemas/rules.ts';
import { facultyListSchema, schoolCommitteeSchema } from '../../src/schemas/schools.ts';

const read = (file: string) => readDataFile<any>(file);
const clone = <T>(value: T): T => structuredClone(value);
/** The messages zod gives for invalid data (empty when the data is valid). */
const problems = (schema: z.ZodType, data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const people = readdirSync(join(DATA, 'people')).map((f) => f.replace(/\.yaml$/, ''));
const person = personSchema(z.object({ src: z.string(), alt: z.string() }));
const governingBody = governingBodySchema(personId);
const executiveCouncil = executiveCouncilSchema(personId);
const iqacCommittee = iqacCommitteeSchema(personId);
const auditCommittee = auditCommitteeSchema(personId);
const schoolCommittee = schoolCommitteeSchema(personId, z.string());
const eventCommittee = eventCommitteeSchema(personId);
const facultyList = facultyListSchema(personId);
const committee = committeeSchema(personId);
const statutoryApprovals = statutoryApprovalsSchema(personId);
/** An id no file in src/content/data/people has yet: a person an editor is adding. */
const newcomer = 'someone-new';

/** Every person each file refers to, as its schema reads it. */
const facultyLists = readdirSync(join(DATA, 'faculty-lists')).map((f) => `faculty-lists/${f}`);
const committees = readdirSync(join(DATA, 'committees')).map((f) => `committees/${f}`);
const references: [string, string[]][] = [
  ['university/governing-body.yaml', read('university/governing-body.yaml').members.flatMap((m: any) => (m.person ? [m.person] : []))],
  ['university/executive-council.yaml', read('university/executive-council.yaml').seats.flatMap((s: any) => s.people)],
  ['university/iqac-committee.yaml', read('university/iqac-committee.yaml').members.map((m: any) => m.person)],
  ['university/audit-committee.yaml', read('university/audit-committee.yaml').members.map((m: any) => m.person)],
  ['events/techidea-2025.yaml', read('events/techidea-2025.yaml').committee.map((m: any) => m.person)],
  ['school-committees.yaml', read('school-committees.yaml').flatMap((c: any) => [c.head.person, ...c.members])],
  ['placements.yaml', [read('placements.yaml').officer]],
  ['university/statutory-approvals.yaml', [read('university/statutory-approvals.yaml').askFor]],
  ['disclosures.yaml', [read('disclosures.yaml').askFor]],
  ...readdirSync(join(DATA, 'schools'))
    .filter((f) => read(`schools/${f}`).message)
    .map((f): [string, string[]] => [`schools/${f}`, [read(`schools/${f}`).message.by]]),
  ...facultyLists.map((f): [string, string[]] => [f, read(f).members.map((m: any) => m.person)]),
  ...committees.map((f): [string, string[]] => [f, read(f).seats.flatMap((s: any) => s.people)]),
];

describe('the real content passes its schema', () => {
  it.each([
    ['university/governing-body.yaml', governingBody],
    ['university/executive-council.yaml', executiveCouncil],
    ['university/iqac-committee.yaml', iqacCommittee],
    ['university/audit-committee.yaml', auditCommittee],
    ['university/course-file-index.yaml', courseFileIndexSchema],
    ['university/academic-audit.yaml', academicAuditSchema],
    ['university/statutory-approvals.yaml', statutoryApprovals],
    ['university/employee-benefits.yaml', employeeBenefitsSchema],
    ['university/org-chart.yaml', orgChartSchema],
    ...facultyLists.map((f): [string, z.ZodType] => [f, facultyList]),
    ...committees.map((f): [string, z.ZodType] => [f, committee]),
  ] as const)('%s', (file, schema) => {
    expect(problems(schema, read(file))).toEqual([]);
  });

  it.each(people)('people/%s.yaml', (id) => {
    expect(problems(person, read(`people/${id}.yaml`))).toEqual([]);
  });

  it.each(references)('every person %s names has a file in src/content/data/people', (_, ids) => {
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !people.includes(id))).toEqual([]);
  });

  it('holds the figures the specification gives', () => {
    const vc = person.parse(read('people/vice-chancellor.yaml'));
    expect([vc.experience?.years, vc.publications]).toEqual([31, 15]);
    const edge = person.parse(read('people/dean-edge.yaml'));
    expect(edge.experience).toEqual({ years: 27, over: true });
    expect(person.parse(read('people/controller-of-examination.yaml')).contact.extensions).toEqual([214, 264, 262]);
    const audit = academicAuditSchema.parse(read('university/academic-audit.yaml'));
    expect(audit.schedule.map((v) => [v.from, v.to])).toEqual([
      ['2024-11-11', '2024-11-13'],
      ['2025-01-06', '2025-01-08'],
    ]);
    const benefits = employeeBenefitsSchema.parse(read('university/employee-benefits.yaml')).benefits;
    const values = benefits.flatMap((b) => b.figures.map((f) => f.value));
    expect(values).toEqual([5, 15, 21000, 135, 2, 180, 250000, 50000, 5000, 52, 600000]);
  });
});

describe('people agree between pages', () => {
  const listed = new Set(facultyLists.flatMap((f) => read(f).members.map((m: any) => m.person)));
  const teachers = new Set([...listed, ...people.filter((id) => read(`people/${id}.yaml`).profile)]);

  it('every head on the Academic Audit Committee is a teacher on a faculty list or the pharmacy faculty', () => {
    const heads = read('university/audit-committee.yaml')
      .members.filter((m: any) => m.remarks === 'Head')
      .map((m: any) => m.person);
    expect(heads.filter((id: string) => !teachers.has(id))).toEqual([]);
  });

  it("whoever a post calls a dean holds a dean's office, so the faculty list and the officer page name the same person", () => {
    const deansByPost = people.map((id) => ({ id, ...read(`people/${id}.yaml`) })).filter((p) => /\bDean\b/.test(p.designation ?? ''));
    expect(deansByPost.filter((p) => !p.office?.startsWith('Dean')).map((p) => p.id)).toEqual([]);
  });
});

describe('governing body', () => {
  const valid = read('university/governing-body.yaml');

  it('has one Chairman, in the Chancellor seat, and the Registrar by office without a person', () => {
    const { members } = governingBody.parse(valid);
    expect(members.filter((m) => m.status === 'Chairman').map((m) => m.constitution)).toEqual(['Chancellor']);
    const registrar = members.find((m) => m.constitution.startsWith('Registrar'))!;
    expect(registrar.status).toBe('Member');
    expect(registrar.person).toBeUndefined();
  });

  it('takes another member: sizes are content, not rules', () => {
    const data = clone(valid);
    data.members.splice(8, 0, { constitution: 'Expert from Industry', person: newcomer, status: 'Member' });
    expect(problems(governingBody, data)).toEqual([]);
  });

  // Rows are found by what they are, not where they sit, so an editor may add or reorder members.
  const registrarRow = (d: any) => d.members.find((m: any) => m.constitution.startsWith('Registrar'));
  const named = (d: any) => d.members.filter((m: any) => m.person && m.status === 'Member');
  it.each([
    ['a status other than Chairman or Member', (d: any) => (named(d)[0].status = 'Chairperson'), 'status must be Chairman or Member'],
    ['a second Chairman', (d: any) => (named(d)[0].status = 'Chairman'), 'only the Chancellor chairs the governing body'],
    ['no Chairman', (d: any) => (d.members = d.members.filter((m: any) => m.status !== 'Chairman')), 'has exactly one Chairman (found 0)'],
    ['a person on the Registrar row', (d: any) => (registrarRow(d).person = newcomer), 'the Registrar sits ex officio'],
    ['a member without a person', (d: any) => delete named(d)[1].person, 'name the person in this seat'],
    ['a designation typed beside a person', (d: any) => (named(d)[1].designation = 'Professor'), 'comes from their file'],
    ['the same person twice', (d: any) => (named(d)[2].person = named(d)[1].person), 'is listed twice in the governing body'],
    ['a seat the constitution does not have', (d: any) => (named(d)[1].constitution = 'Student'), 'constitution must be one of'],
  ])('rejects %s', (_, breakIt, message) => {
    const data = clone(valid);
    breakIt(data);
    expect(problems(governingBody, data).join('\n')).toContain(message);
  });
});

describe('executive council', () => {
  const valid = read('university/executive-council.yaml');

  it('has one Chairperson and one Member Secretary, and takes another seat', () => {
    const { seats } = executiveCouncil.parse(valid);
    expect(seats.filter((s) => s.status === 'Chairperson')).toHaveLength(1);
    expect(seats.filter((s) => s.status === 'Member Secretary')).toHaveLength(1);
    const grown = clone(valid);
    grown.seats.push({ constitution: 'Expert from Industry', people: [newcomer], status: 'Member' });
    expect(problems(executiveCouncil, grown)).toEqual([]);
  });

  it.each([
    ['a second Chairperson', (d: any) => (d.seats[1].status = 'Chairperson'), 'has exactly one Chairperson (found 2)'],
    ['an unknown status', (d: any) => (d.seats[1].status = 'Chairman'), 'status must be Chairperson, Member or Member Secretary'],
    ['a seat without people', (d: any) => (d.seats[1].people = []), 'name at least one person'],
    ['one person in two seats', (d: any) => d.seats[1].people.push(d.seats[0].people[0]), 'is listed twice in the executive council'],
  ])('rejects %s', (_, breakIt, message) => {
    const data = clone(valid);
    breakIt(data);
    expect(problems(executiveCouncil, data).join('\n')).toContain(message);
  });
});

describe('student support committees', () => {
  const valid = read('committees/anti-ragging-committee.yaml');
  const head = (d: any) => d.seats.findIndex((s: any) => s.status === 'Chairperson');
  const member = (d: any) => d.seats.findIndex((s: any) => s.status === 'Member');

  it('takes another member, and a Presiding Officer or an Ombudsperson as the head', () => {
    const grown = clone(valid);
    grown.seats.push({ constitution: 'Representative of parents', people: [newcomer], status: 'Member' });
    expect(problems(committee, grown)).toEqual([]);
    for (const status of ['Presiding Officer', 'Ombudsperson']) {
      const renamed = clone(valid);
      renamed.seats[head(renamed)].status = status;
      expect(problems(committee, renamed)).toEqual([]);
    }
  });

  it.each([
    ['no head', (d: any) => (d.seats[head(d)].status = 'Member'), 'a committee has exactly one head'],
    ['two heads', (d: any) => (d.seats[member(d)].status = 'Presiding Officer'), 'a committee has exactly one head'],
    ['two people heading it', (d: any) => d.seats[head(d)].people.push(newcomer), 'the head of a committee is one person'],
    [
      'two Member Secretaries',
      (d: any) => d.seats.push({ constitution: 'Staff', people: [newcomer], status: 'Member Secretary' }),
      'at most one Member Secretary',
    ],
    ['one person in two seats', (d: any) => d.seats[member(d)].people.push(d.seats[head(d)].people[0]), 'is listed twice in the committee'],
    ['an unknown status', (d: any) => (d.seats[member(d)].status = 'Convener'), 'status must be Chairperson, Presiding Officer, Ombudsperson'],
    ['a committee e-mail that is not one', (d: any) => (d.contact.email = 'antiragging at example'), 'write a full e-mail address'],
  ])('rejects %s', (_, breakIt, message) => {
    const data = clone(valid);
    breakIt(data);
    expect(problems(committee, data).join('\n')).toContain(message);
  });
});

describe('committees', () => {
  it('IQAC: one Chairperson, one IQAC-Coordinator, nobody twice, any size', () => {
    const valid = read('university/iqac-committee.yaml');
    const grown = clone(valid);
    grown.members.push({ person: newcomer, role: 'Member', category: 'Alumni' });
    expect(problems(iqacCommittee, grown)).toEqual([]);
    const twoCoordinators = clone(valid);
    twoCoordinators.members.find((m: any) => m.role === 'Member').role = 'IQAC-Coordinator';
    expect(problems(iqacCommittee, twoCoordinators).join('\n')).toContain('has exactly one IQAC-Coordinator (found 2)');
    const twice = clone(valid);
    twice.members.push({ ...twice.members.at(-1), role: 'Member' });
    expect(problems(iqacCommittee, twice).join('\n')).toContain('is listed twice in the IQAC committee');
    const badCategory = clone(valid);
    badCategory.members.at(-1).category = 'Friend';
    expect(problems(iqacCommittee, badCategory).join('\n')).toContain('category must be one of');
  });

  it('Academic Audit Committee: one Convener, nobody twice, any size', () => {
    const valid = read('university/audit-committee.yaml');
    const grown = clone(valid);
    grown.members.push({ person: newcomer, remarks: 'Member' });
    expect(problems(auditCommittee, grown)).toEqual([]);
    const twice = clone(valid);
    twice.members.push(twice.members.at(-1));
    expect(problems(auditCommittee, twice).join('\n')).toContain('is listed twice in the Academic Audit Committee');
    const noConvener = clone(valid);
    noConvener.members = noConvener.members.filter((m: any) => m.remarks !== 'Convener');
    expect(problems(auditCommittee, noConvener).join('\n')).toContain('has exactly one Convener (found 0)');
  });

  it('pharmacy committees: the head is not listed again among the members', () => {
    const [valid] = read('school-committees.yaml');
    expect(problems(schoolCommittee, valid)).toEqual([]);
    const headTwice = clone(valid);
    headTwice.members.push(headTwice.head.person);
    expect(problems(schoolCommittee, headTwice).join('\n')).toContain('is listed twice');
  });

  it('the event committee: one chairman, nobody twice; serial numbers are not typed', () => {
    const valid = read('events/techidea-2025.yaml').committee;
    expect(problems(eventCommittee, valid)).toEqual([]);
    expect(valid.some((row: object) => 'serial' in row)).toBe(false);
    const twoChairs = clone(valid);
    twoChairs.find((r: any) => r.role !== 'chairman').role = 'chairman';
    expect(problems(eventCommittee, twoChairs).join('\n')).toContain('has exactly one chairman (found 2)');
    const twice = clone(valid);
    twice.push({ ...twice.at(-1), role: 'member' });
    expect(problems(eventCommittee, twice).join('\n')).toContain('is listed twice in the committee');
  });

  it('a faculty list names each person once', () => {
    const valid = read(facultyLists[0]!);
    const twice = clone(valid);
    twice.members.push(twice.members[0]);
    expect(problems(facultyList, twice).join('\n')).toContain('is listed twice in the faculty list');
  });
});

describe('IQAC and academic audit', () => {
  it('the Course File Index takes any number of items, but never an empty list; practicals have no sub-items', () => {
    const valid = read('university/course-file-index.yaml');
    const longer = clone(valid);
    longer.theory.push({ item: 'Another item' });
    longer.practical.push({ item: 'Another item' });
    expect(problems(courseFileIndexSchema, longer)).toEqual([]);
    const empty = clone(valid);
    empty.practical = [];
    expect(problems(courseFileIndexSchema, empty).join('\n')).toContain('at least one item of the practical course file');
    const withSub = clone(valid);
    withSub.practical[0].subItems = ['a', 'b'];
    expect(problems(courseFileIndexSchema, withSub).length).toBeGreaterThan(0);
  });

  it('observation rows: each issue once, in the standard order; recommendations and measure cards may grow', () => {
    const valid = read('university/academic-audit.yaml');
    const audit = academicAuditSchema.parse(valid);
    for (const dept of audit.observations) {
      const order = dept.rows.map((r) => OBSERVATION_ISSUES.indexOf(r.issue));
      expect(order).toEqual([...order].sort((x, y) => x - y));
    }
    const swapped = clone(valid);
    const rows = swapped.observations[0].rows;
    [rows[0], rows[1]] = [rows[1], rows[0]];
    expect(problems(academicAuditSchema, swapped).join('\n')).toContain(`"${rows[1].issue}" is out of place`);
    const more = clone(valid);
    more.recommendations.push('Another recommendation');
    more.observations[0].rows.pop();
    expect(problems(academicAuditSchema, more)).toEqual([]);
    const twice = clone(valid);
    twice.measures.push(clone(twice.measures[0]));
    expect(problems(academicAuditSchema, twice).join('\n')).toContain('is listed twice');
    const renamed = clone(valid);
    renamed.measures[0].title = 'Excellence';
    expect(problems(academicAuditSchema, renamed).join('\n')).toContain('title must be one of');
    const backwards = clone(valid);
    backwards.schedule[0].to = '2024-11-10';
    expect(problems(academicAuditSchema, backwards).join('\n')).toContain('cannot end (to) before it starts');
    const outOfOrder = clone(valid);
    outOfOrder.schedule.reverse();
    expect(problems(academicAuditSchema, outOfOrder).join('\n')).toContain('earliest first');
  });
});

describe('other rules', () => {
  it('statutory approvals: one card of each kind at most, and no dead links', () => {
    const valid = read('university/statutory-approvals.yaml');
    const twoOfAKind = clone(valid);
    twoOfAKind.cards.push(clone(twoOfAKind.cards[0]));
    expect(problems(statutoryApprovals, twoOfAKind).join('\n')).toContain(`"${valid.cards[0].kind}" is listed twice`);
    const deadLink = clone(valid);
    deadLink.eoaReport = '#';
    expect(problems(statutoryApprovals, deadLink).join('\n')).toContain('write "pending"');
  });

  it('employee benefits: each kind once, figures with known units', () => {
    const valid = read('university/employee-benefits.yaml');
    const badUnit = clone(valid);
    badUnit.benefits[0].figures[0].unit = 'months';
    expect(problems(employeeBenefitsSchema, badUnit).join('\n')).toContain('unit must be one of');
    const fewer = clone(valid);
    fewer.benefits.pop();
    expect(problems(employeeBenefitsSchema, fewer)).toEqual([]);
    const twice = clone(valid);
    twice.benefits.push(clone(twice.benefits[0]));
    expect(problems(employeeBenefitsSchema, twice).join('\n')).toContain('is listed twice');
  });

  it('a person: extensions need a phone, e-mails must be addresses, a designation or an office', () => {
    const coe = read('people/controller-of-examination.yaml');
    const noPhone = clone(coe);
    delete noPhone.contact.phone;
    expect(problems(person, noPhone).join('\n')).toContain('extensions need the phone number');
    const badMail = clone(coe);
    badMail.contact.email = 'coe at university';
    expect(problems(person, badMail).join('\n')).toContain('write a full e-mail address');
    const nothing = clone(coe);
    delete nothing.office;
    delete nothing.designation;
    expect(problems(person, nothing).join('\n')).toContain('give the person a designation');
  });

  // The department of a person with a profile is a rule across collections: tests/unit/faculty-departments.test.ts.
  it('a person with a faculty profile has a usable Google Scholar link', () => {
    const teacher = people.map((id) => read(`people/${id}.yaml`)).find((p) => p.profile);
    expect(teacher).toBeDefined();
    expect(problems(person, teacher)).toEqual([]);
    const badScholar = clone(teacher);
    badScholar.profile.google_scholar = 'scholar.example/profile';
    expect(problems(person, badScholar).join('\n')).toContain('google_scholar is the https:// address');
  });

  it('org chart labels fit their boxes', () => {
    const data = read('university/org-chart.yaml');
    data.root.children[0].label = 'A label that is far too long to fit in a chart box';
    expect(problems(orgChartSchema, data).join('\n')).toContain('keep chart labels under 40 characters');
  });
});

it('the umbrella society page is named after the society abbreviation in site.yaml', () => {
  const { society } = read('site.yaml');
  expect(readdirSync('src/content/pages')).toContain(`about-${society.abbreviation}.mdx`);
});
