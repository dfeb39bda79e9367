import { describe, expect, it } from 'vitest';
import { rupees, totalFee } from '../../src/lib/money';

describe('rupees', () => {
  it.each([
    [2000, 'Rs 2,000'],
    [10000, 'Rs 10,000'],
    [168750, 'Rs 1,68,750'],
    [250000, 'Rs 2,50,000'],
    [1000000, 'Rs 10,00,000'],
  ])('%i renders as %s', (amount, text) => expect(rupees(amount)).toBe(text));
});

describe('totalFee', () => {
  it('adds the yearly fees', () => expect(totalFee([250000, 250000, 250000, 250000])).toBe(1000000));
  it('is null while fees are pending', () => expect(totalFee('pending')).toBeNull());
});
