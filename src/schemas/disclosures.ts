/** The mandatory disclosure table (disclosures.yaml). */
import { z } from 'astro/zod';
import { link, sample, shown } from './common.ts';
import { DOCUMENT_CATEGORY_IDS } from '../lib/document-rules.ts';
import type { PersonRef } from './rules.ts';

/** Where a disclosure link may find its documents: a category of documents.yaml, or the statutory approvals' documents. */
export const DISCLOSURE_SOURCES = [...DOCUMENT_CATEGORY_IDS, 'statutory-approvals'] as const;
const disclosureLink = link.extend({
  /** The documents the linked page publishes: the item counts as published only while one of them is online. */
  documents: z.enum(DISCLOSURE_SOURCES, `documents is one of: ${DISCLOSURE_SOURCES.join(', ')}`).optional(),
});
const disclosureItem = z
  .object({
    title: shown(z.string().min(2)),
    /**
     * Leave out while the item is published through its links: the page shows
     * Published or Not yet published from what the links lead to. Write
     * not-applicable or under-process (with remarks) when there is nothing to link.
     */
    status: z
      .enum(['not-applicable', 'under-process'], 'status is not-applicable or under-process; leave it out for an item published through its links')
      .optional(),
    links: z.array(disclosureLink).default([]),
    remarks: shown(z.string()).default(''),
  })
  .refine((item) => Boolean(item.status) || item.links.length > 0, {
    message: 'give the item at least one link (href: pending while the document is not yet online), or a status of not-applicable or under-process',
    path: ['links'],
  })
  .refine((item) => !item.status || item.remarks.length > 0, {
    message: 'say in remarks why the item is not applicable or still under process',
    path: ['remarks'],
  });
export const disclosuresSchema = (person: PersonRef) =>
  z.object({
    document: link,
    /** Whom to ask for a document not published here yet (a person in data/people): the page gives their office and e-mail. */
    askFor: person,
    /** Lettered a, b, c… in the order written. */
    sections: z.array(z.object({ category: shown(z.string().min(2)), items: z.array(disclosureItem).min(1) })).min(1, 'give the table at least one section'),
    sample,
  });
