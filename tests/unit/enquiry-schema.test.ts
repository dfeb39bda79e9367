/** The shared enquiry schema against a table of valid and invalid inputs. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { normalisePhone, PROGRAMS, STATES, validateEnquiry } from '../../src/lib/enquiry/shared/schema.ts';

/** The form's programme options as editors write them. */
const options: string[] = JSON.parse(readFileSync('src/content/data/enquiry.json', 'utf8')).programmes;

const good = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneno: '9876543210',
  program: PROGRAMS[0],
  state: 'Uttar Pradesh',
  city: 'Noida',
  query: 'What are the fees for the MBA?',
  consent: 'yes',
};

describe('the programme and state lists', () => {
  it('offers the programmes of src/content/data/enquiry.json, in order, and accepts each of them', () => {
    expect(PROGRAMS).toEqual(options);
    for (const program of options) expect(validateEnquiry({ ...good, program }).ok, program).toBe(true);
  });
  it('lists 28 states and 8 union territories, once each', () => {
    expect(STATES).toHaveLength(36);
    expect(new Set(STATES).size).toBe(36);
    expect(STATES).toEqual(expect.arrayContaining(['Uttar Pradesh', 'Delhi', 'Ladakh', 'Puducherry', 'Jammu and Kashmir']));
  });
});

describe('normalisePhone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['(+91) 98765.43210', '+919876543210'],
    ['6000000000', '+916000000000'],
    ['5876543210', null], // Indian mobiles start with 6 to 9
    ['987654321', null], // 9 digits
    ['98765432100', null], // 11 digits
    ['919876543210', null], // 91 without the plus is ambiguous
    ['+9209876543210', null],
    ['+1 9876543210', null],
    ['98765abcde', null],
    ['', null],
  ])('%j → %j', (raw, expected) => expect(normalisePhone(raw)).toBe(expected));
});

describe('validateEnquiry', () => {
  it('accepts a complete enquiry, trimmed, with the phone normalised', () => {
    const result = validateEnquiry({ ...good, name: '  Asha Rao ', phoneno: '0 98765 43210' });
    expect(result).toEqual({ ok: true, enquiry: { ...good, name: 'Asha Rao', phoneno: '+919876543210' } });
  });

  it.each([
    ['name', undefined, 'Enter your name'],
    ['name', '   ', 'Enter your name'],
    ['name', 'A', 'Your name must be at least 2 characters'],
    ['name', 'A'.repeat(101), 'Your name must be 100 characters or fewer'],
    ['email', '', 'Enter your e-mail address'],
    ['email', 'asha', 'Enter an e-mail address in the form name@example.com'],
    ['email', 'asha@example', 'Enter an e-mail address in the form name@example.com'],
    ['email', 'asha @example.com', 'Enter an e-mail address in the form name@example.com'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Your e-mail address must be 254 characters or fewer'],
    ['phoneno', '', 'Enter your mobile number'],
    ['phoneno', '12345', 'Enter a 10-digit Indian mobile number, e.g. 98765 43210 (you may start with +91 or 0)'],
    ['program', '', 'Choose the programme you are interested in'],
    ['program', 'Engineering', 'Choose the programme you are interested in'],
    ['state', 'California', 'Choose your state or union territory'],
    ['state', undefined, 'Choose your state or union territory'],
    ['city', 'N', 'Your city must be at least 2 characters'],
    ['city', 'N'.repeat(101), 'Your city must be 100 characters or fewer'],
    ['query', 'fees?', 'Your query must be at least 10 characters'],
    ['query', 'q'.repeat(2001), 'Your query must be 2000 characters or fewer'],
  ])('%s = %j is refused: %s', (field, value, message) => {
    const result = validateEnquiry({ ...good, [field]: value });
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('accepts the bounds themselves', () => {
    expect(validateEnquiry({ ...good, name: 'Al', city: 'Ab', query: 'q'.repeat(10) }).ok).toBe(true);
    expect(validateEnquiry({ ...good, name: 'A'.repeat(100), city: 'C'.repeat(100), query: 'q'.repeat(2000) }).ok).toBe(true);
  });

  it('gives one message per field when everything is missing', () => {
    const result = validateEnquiry({});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['name', 'email', 'phoneno', 'program', 'state', 'city', 'query', 'consent']);
  });

  it('takes consent only as the ticked box sends it: absent, empty or anything else is refused with the consent message', () => {
    for (const consent of [undefined, '', 'no', 'on', 'true', 'YES']) {
      const result = validateEnquiry({ ...good, consent });
      expect(result.ok, String(consent)).toBe(false);
      if (!result.ok) expect(Object.keys(result.errors)).toEqual(['consent']);
    }
  });

  it('refuses what is not an object', () => {
    expect(validateEnquiry(null).ok).toBe(false);
    expect(validateEnquiry('name=Asha').ok).toBe(false);
  });
});
