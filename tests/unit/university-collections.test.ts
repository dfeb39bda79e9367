/**
 * The university area's collections (issue 6): the real YAML files pass their
 * schemas, and data that breaks a count or a rule the specification gives is
 * rejected with a message that tells the editor what to fix.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import {
  academicAuditSchema,
  auditCommitteeSchema,
  courseFileIndexSchema,
  employeeBenefitsSchema,
  executiveCouncilSchema,
  governingBodySchema,
  iqacCommitteeSchema,
  orgChartSchema,
  personSchema,
  statutoryApprovalsSchema,
  OBSERVATION_ISSUES,
} from '../../src/lib/university-schemas';

const DATA = 'src/content/data';
const read = (file: string) => parse(readFileSync(join(DATA, file), 'utf8'));
const clone = <T>(value: T): T => structuredClone(value);
/** The messages zod gives for invalid data (empty when the data is valid). */
const problems = (schema: z.ZodType, data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const people = readdirSync(join(DATA, 'people')).map((f) => f.replace(/\.yaml$/, ''));
const person = personSchema(z.object({ src: z.string(), alt: z.string() }));

describe('the real content passes its schema', () => {
  it.each([
    ['university/governing-body.yaml', governingBodySchema],
    ['university/executive-council.yaml', executiveCouncilSchema],
    ['university/iqac-committee.yaml', iqacCommitteeSchema],
    ['university/audit-committee.yaml', auditCommitteeSchema],
    ['university/course-file-index.yaml', courseFileIndexSchema],
    ['university/academic-audit.yaml', academicAuditSchema],
    ['university/statutory-approvals.yaml', statutoryApprovalsSchema],
    ['university/employee-benefits.yaml', employeeBenefitsSchema],
    ['university/org-chart.yaml', orgChartSchema],
  ] as const)('%s', (file, schema) => {
    expect(problems(schema, read(file))).toEqual([]);
  });

  it.each(people)('people/%s.yaml', (id) => {
    expect(problems(person, read(`people/${id}.yaml`))).toEqual([]);
  });

  it('every person a table refers to exists in the people collection', () => {
    const referenced = [
      ...read('university/governing-body.yaml').members,
      ...read('university/executive-council.yaml').seats,
      ...read('university/iqac-committee.yaml').members,
    ]
      .map((row: { person?: string }) => row.person)
      .filter((id): id is string => Boolean(id));
    expect(referenced.length).toBeGreaterThan(0);
    expect(referenced.filter((id) => !people.includes(id))).toEqual([]);
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

describe('governing body', () => {
  const valid = read('university/governing-body.yaml');

  it('has 13 rows: the Chancellor as Chairman, the Registrar by office without a name', () => {
    const { members } = governingBodySchema.parse(valid);
    expect(members).toHaveLength(13);
    expect(members.filter((m) => m.status === 'Chairman').map((m) => m.constitution)).toEqual(['Chancellor']);
    const registrar = members.find((m) => m.constitution.startsWith('Registrar'))!;
    expect(registrar).toMatchObject({ status: 'Member' });
    expect(registrar.name).toBeUndefined();
    expect(registrar.person).toBeUndefined();
  });

  it('rejects a 14th row', () => {
    const data = clone(valid);
    data.members.push({ ...data.members[6], slNo: 14 });
    expect(problems(governingBodySchema, data)).toContain('members: the governing body has exactly 13 rows');
  });

  it('rejects a missing row, naming the seat that is short', () => {
    const data = clone(valid);
    data.members.splice(9, 1);
    const found = problems(governingBodySchema, data).join('\n');
    expect(found).toContain('exactly 13 rows');
    expect(found).toContain('needs exactly 4 "Expert from Industry" (found 3)');
  });

  it.each([
    ['a status other than Chairman or Member', (d: any) => (d.members[4].status = 'Chairperson'), 'status must be Chairman or Member'],
    ['a second Chairman', (d: any) => (d.members[1].status = 'Chairman'), 'only the Chancellor chairs the governing body'],
    ['a name on the Registrar row', (d: any) => (d.members[12].name = 'Dr. Someone'), 'the Registrar sits ex officio'],
    ['a member without a name', (d: any) => delete d.members[5].name, 'give either person'],
    ['a seat the constitution does not have', (d: any) => (d.members[5].constitution = 'Student'), 'constitution must be one of'],
    ['rows out of order', (d: any) => ([d.members[3].slNo, d.members[4].slNo] = [5, 4]), 'number the rows 1, 2, 3'],
  ])('rejects %s', (_, breakIt, message) => {
    const data = clone(valid);
    breakIt(data);
    expect(problems(governingBodySchema, data).join('\n')).toContain(message);
  });
});

describe('executive council', () => {
  const valid = read('university/executive-council.yaml');

  it('has 9 seats with one Chairperson and one Member Secretary', () => {
    const { seats } = executiveCouncilSchema.parse(valid);
    expect(seats).toHaveLength(9);
    expect(seats.filter((s) => s.status === 'Chairperson')).toHaveLength(1);
    expect(seats.filter((s) => s.status === 'Member Secretary')).toHaveLength(1);
  });

  it.each([
    ['a tenth seat', (d: any) => d.seats.push({ ...d.seats[4], slNo: 10 }), 'exactly 9 seats'],
    ['a second Chairperson', (d: any) => (d.seats[1].status = 'Chairperson'), 'needs exactly 1 "Chairperson" (found 2)'],
    ['an unknown status', (d: any) => (d.seats[1].status = 'Chairman'), 'status must be Chairperson, Member or Member Secretary'],
    ['a seat with both person and lines', (d: any) => (d.seats[0].lines = ['Someone']), 'not both'],
  ])('rejects %s', (_, breakIt, message) => {
    const data = clone(valid);
    breakIt(data);
    expect(problems(executiveCouncilSchema, data).join('\n')).toContain(message);
  });
});

describe('IQAC and academic audit', () => {
  it('the IQAC committee has exactly 17 members with one Chairperson and one IQAC-Coordinator', () => {
    const valid = read('university/iqac-committee.yaml');
    expect(iqacCommitteeSchema.parse(valid).members).toHaveLength(17);
    const short = clone(valid);
    short.members.pop();
    expect(problems(iqacCommitteeSchema, short)).toContain('members: the IQAC committee has exactly 17 members');
    const twoCoordinators = clone(valid);
    twoCoordinators.members[3] = { ...twoCoordinators.members[3], role: 'IQAC-Coordinator' };
    expect(problems(iqacCommitteeSchema, twoCoordinators).join('\n')).toContain('needs exactly 1 "IQAC-Coordinator" (found 2)');
    const badCategory = clone(valid);
    badCategory.members[8].category = 'Friend';
    expect(problems(iqacCommitteeSchema, badCategory).join('\n')).toContain('category must be one of');
  });

  it('the Academic Audit Committee has exactly 10 members', () => {
    const valid = read('university/audit-committee.yaml');
    expect(auditCommitteeSchema.parse(valid).members).toHaveLength(10);
    const extra = clone(valid);
    extra.members.push(extra.members[9]);
    expect(problems(auditCommitteeSchema, extra).join('\n')).toContain('exactly 10 members');
  });

  it('the Course File Index has 23 theory and 20 practical items; practicals have no sub-items', () => {
    const valid = read('university/course-file-index.yaml');
    const index = courseFileIndexSchema.parse(valid);
    expect([index.theory.length, index.practical.length]).toEqual([23, 20]);
    expect(index.theory.some((i) => i.subItems?.length)).toBe(true);
    const missing = clone(valid);
    missing.practical.pop();
    expect(problems(courseFileIndexSchema, missing).join('\n')).toContain('exactly 20 items');
    const withSub = clone(valid);
    withSub.practical[0].subItems = ['a', 'b'];
    expect(problems(courseFileIndexSchema, withSub).length).toBeGreaterThan(0);
  });

  it('observation tables have the six rows in order; three recommendations; four measure cards', () => {
    const valid = read('university/academic-audit.yaml');
    const audit = academicAuditSchema.parse(valid);
    for (const dept of audit.observations) expect(dept.rows.map((r) => r.issue)).toEqual([...OBSERVATION_ISSUES]);
    const swapped = clone(valid);
    const rows = swapped.observations[0].rows;
    [rows[0], rows[1]] = [rows[1], rows[0]];
    expect(problems(academicAuditSchema, swapped).join('\n')).toContain('row 1 must be "Attendance data"');
    const fourth = clone(valid);
    fourth.recommendations.push('Another');
    expect(problems(academicAuditSchema, fourth).join('\n')).toContain('exactly 3 common recommendations');
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
  it('statutory approvals: three cards, one of each kind, and no dead links', () => {
    const valid = read('university/statutory-approvals.yaml');
    const twoUgc = clone(valid);
    twoUgc.cards[0].kind = 'ugc';
    expect(problems(statutoryApprovalsSchema, twoUgc).join('\n')).toContain('needs exactly 1 "aicte" (found 0)');
    const deadLink = clone(valid);
    deadLink.eoaReport = '#';
    expect(problems(statutoryApprovalsSchema, deadLink).join('\n')).toContain('write "pending"');
  });

  it('employee benefits: six benefits, figures with known units', () => {
    const valid = read('university/employee-benefits.yaml');
    const badUnit = clone(valid);
    badUnit.benefits[0].figures[0].unit = 'months';
    expect(problems(employeeBenefitsSchema, badUnit).join('\n')).toContain('unit must be one of');
    const missing = clone(valid);
    missing.benefits.pop();
    expect(problems(employeeBenefitsSchema, missing).join('\n')).toContain('exactly 6 benefits');
  });

  it('a person: extensions need a phone, e-mails must be addresses', () => {
    const coe = read('people/controller-of-examination.yaml');
    const noPhone = clone(coe);
    delete noPhone.contact.phone;
    expect(problems(person, noPhone).join('\n')).toContain('extensions need the phone number');
    const badMail = clone(coe);
    badMail.contact.email = 'coe at university';
    expect(problems(person, badMail).join('\n')).toContain('write a full e-mail address');
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
