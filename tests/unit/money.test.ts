import { describe, expect, it } from 'vitest';
import { rupees, totalFee } from '../../src/lib/money.ts';

describe('rupees', () => {
  it.each([
    [2000, '₹\u00a02,000'],
    [10000, '₹\u00a010,000'],
    [168750, '₹\u00a01,68,750'],
    [250000, '₹\u00a02,50,000'],
    [1000000, '₹\u00a010,00,000'],
  ])('%i renders as %j', (amount, text) => expect(rupees(amount)).toBe(text));
  it('writes the sign against the figure in Hindi, as the glossary does (₹47 लाख)', () => expect(rupees(250000, 'hi')).toBe('₹2,50,000'));
});

describe('totalFee', () => {
  it('adds the yearly fees', () => expect(totalFee([250000, 250000, 250000, 250000])).toBe(1000000));
  it('is null while fees are pending', () => expect(totalFee('pending')).toBeNull());
});
