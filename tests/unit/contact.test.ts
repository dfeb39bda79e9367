import { describe, expect, it } from 'vitest';
import { extensionsPhrase } from '../../src/lib/contact.ts';

describe('extensionsPhrase', () => {
  it.each([
    [[], ''],
    [[214], 'extension 214'],
    [[214, 264], 'extensions 214 and 264'],
    [['214', '264', '262'], 'extensions 214, 264 and 262'],
  ] as const)('%j → %s', (list, phrase) => expect(extensionsPhrase(list)).toBe(phrase));
});

describe('extensionsPhrase in Hindi', () => {
  it.each([
    [[214], 'एक्सटेंशन 214'],
    [['214', '264', '262'], 'एक्सटेंशन 214, 264 और 262'],
  ] as const)('%j → %s', (list, phrase) => expect(extensionsPhrase(list, 'hi')).toBe(phrase));
});
