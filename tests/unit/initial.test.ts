import { describe, expect, it } from 'vitest';
import { initialOf } from '../../src/lib/initial.ts';

describe('initialOf', () => {
  it('takes the first letter of the first word that is not a title', () => {
    expect(initialOf('Dr. Asha Verma')).toBe('A');
    expect(initialOf('Prof. (Dr.) S. K. Sharma')).toBe('S');
    expect(initialOf('(Dr.) Ravi Kumar')).toBe('R');
    expect(initialOf('pharmacy')).toBe('P');
  });

  it('keeps a Devanagari letter whole, with its vowel sign', () => {
    expect(initialOf('इंजीनियरिंग')).toBe('इं');
    expect(initialOf('डॉ. आशा वर्मा')).toBe('आ');
  });

  it('gives nothing for an empty name', () => {
    expect(initialOf('  ')).toBe('');
  });
});
