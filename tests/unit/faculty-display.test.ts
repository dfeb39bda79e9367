/** The faculty display filter follows the specification's validation rules field by field. */
import { describe, expect, it } from 'vitest';
import { displayValue, shownFields } from '../../src/lib/faculty-display.ts';

// [field, stored value, shown?] — "generic" stands for any optional field without its own rule.
const cases: [string, string, boolean][] = [
  // generic optional fields: empty, NIL, Nil, NA, a dash, a long dash string
  ['patents', '', false],
  ['patents', '   ', false],
  ['patents', 'NIL', false],
  ['patents', 'Nil', false],
  ['patents', 'NA', false],
  ['patents', '-', false],
  ['patents', '----------', false],
  ['patents', '——', false],
  ['patents', '—', false],
  ['patents', ' NA ', false],
  ['patents', 'nil', true],
  ['patents', 'N/A', true],
  ['patents', 'One patent filed', true],
  ['orcid', 'NA', false],
  ['orcid', '0000-0000-0000-0001', true],
  ['conferences_workshops', '—', false],
  // grants: NIL, Nil, - and NA only
  ['grants', 'NIL', false],
  ['grants', 'Nil', false],
  ['grants', '-', false],
  ['grants', 'NA', false],
  ['grants', '', false],
  ['grants', '----', true],
  ['grants', 'Seed grant (sample)', true],
  // supervision: a dash only
  ['supervision', '-', false],
  ['supervision', '', false],
  ['supervision', 'NA', true],
  ['supervision', 'NIL', true],
  ['supervision', '----', true],
  ['supervision', 'Two M.Pharm students', true],
  // memberships: a dash and NA
  ['professional_memberships', '-', false],
  ['professional_memberships', 'NA', false],
  ['professional_memberships', 'NIL', true],
  ['professional_memberships', '---', true],
  ['professional_memberships', 'Life member, a pharmacy association', true],
  // awards: NA, a dash, NIL and a dash string
  ['awards_honors', 'NA', false],
  ['awards_honors', '-', false],
  ['awards_honors', 'NIL', false],
  ['awards_honors', '------', false],
  ['awards_honors', '—', false],
  ['awards_honors', 'Nil', true],
  ['awards_honors', 'Best teacher award (sample)', true],
];

describe('displayValue', () => {
  it.each(cases)('%s = %j is shown: %s', (field, value, shown) => {
    expect(displayValue(field, value) !== null).toBe(shown);
  });

  it('hides missing values', () => {
    expect(displayValue('patents', undefined)).toBeNull();
    expect(displayValue('patents', null)).toBeNull();
  });

  it('drops placeholder items from lists and hides a list left empty', () => {
    expect(displayValue('publications', ['A paper', 'NA', ' ', 'Another paper'])).toEqual(['A paper', 'Another paper']);
    expect(displayValue('publications', ['NIL', '-'])).toBeNull();
    expect(displayValue('publications', [])).toBeNull();
    expect(displayValue('supervision', ['NA'])).toEqual(['NA']);
  });

  it('trims the values it shows', () => {
    expect(displayValue('grants', '  A grant  ')).toBe('A grant');
  });
});

describe('shownFields', () => {
  it('keeps the fields that pass, in label order, with their labels', () => {
    const profile = { grants: '----', supervision: 'NA', awards_honors: '----', patents: 'Nil', orcid: '0000-0000-0000-0002' };
    const labels = { orcid: 'ORCID', patents: 'Patents', grants: 'Grants', supervision: 'Supervision', awards_honors: 'Awards' };
    expect(shownFields(profile, labels)).toEqual([
      { field: 'orcid', label: 'ORCID', value: '0000-0000-0000-0002' },
      { field: 'grants', label: 'Grants', value: '----' },
      { field: 'supervision', label: 'Supervision', value: 'NA' },
    ]);
  });

  it('ignores values that are not text (a number, an image)', () => {
    expect(shownFields({ order: 3, image: { src: 'x' } }, { order: 'Order', image: 'Image' })).toEqual([]);
  });
});
