/** A disclosure item's status follows from what its links lead to, never from what an editor types. */
import { describe, expect, it } from 'vitest';
import { disclosureStatus } from '../../src/lib/disclosure-status.ts';

const online = (href: string) => href !== 'pending';

describe('disclosureStatus', () => {
  it.each([
    ['a page that exists', [{ href: '/fee-structure' }], 'published'],
    ['a pending document', [{ href: 'pending' }], 'not-yet-published'],
    ['one of two links online', [{ href: '/iqac' }, { href: 'pending' }], 'partly-published'],
    ['a page whose documents are all pending', [{ href: '/calendar-of-events', documents: ['pending', 'pending'] }], 'not-yet-published'],
    ['a page with one of its documents online', [{ href: '/statutory-bodies', documents: ['pending', 'https://www.ugc.gov.in/'] }], 'partly-published'],
    ['a page with every document online', [{ href: '/calendar-of-events', documents: ['/documents/a.pdf'] }], 'published'],
    ['a page that names documents of which there are none', [{ href: '/calendar-of-events', documents: [] }], 'not-yet-published'],
  ] as const)('%s → %s', (_, links, status) => {
    expect(
      disclosureStatus(
        undefined,
        [...links].map((l) => ({ ...l, documents: 'documents' in l ? [...l.documents] : undefined })),
        online,
      ),
    ).toBe(status);
  });

  it('keeps a status the editor wrote for an item with nothing to publish', () => {
    expect(disclosureStatus('not-applicable', [], online)).toBe('not-applicable');
    expect(disclosureStatus('under-process', [{ href: '/x' }], online)).toBe('under-process');
  });
});
