/** The oblique form a Hindi template gives a name before a postposition (src/lib/hindi-grammar.ts). */
import { describe, expect, it } from 'vitest';
import { oblique } from '../../src/lib/hindi-grammar.ts';

describe('oblique', () => {
  it('turns a masculine name in -आ into its -ए form', () => {
    expect(oblique('एंटी-रैगिंग दस्ता')).toBe('एंटी-रैगिंग दस्ते');
  });

  it('keeps feminine names in -आ, names in other endings and Latin-script names as they are', () => {
    for (const name of ['शासी सभा', 'आंतरिक गुणवत्ता', 'फ़ार्मास्यूटिक्स प्रयोगशाला', 'एंटी-रैगिंग समिति', 'लोकपाल', 'TechIdea 2025', 'डिप्लोमा इन फ़ार्मेसी (डी.फ़ार्म.)']) {
      expect(oblique(name), name).toBe(name);
    }
  });
});
