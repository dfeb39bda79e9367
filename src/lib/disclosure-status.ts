/**
 * The status a disclosure item shows, from what its links lead to: a plain
 * link counts once it is not pending; a link to a page that lists documents
 * counts each of those documents.
 */
export type DisclosureStatus = 'published' | 'partly-published' | 'not-yet-published' | 'not-applicable' | 'under-process';

export interface DisclosureLink {
  href: string;
  /** The hrefs of the documents the linked page publishes, when the link names them. */
  documents?: string[];
}

export function disclosureStatus(
  written: 'not-applicable' | 'under-process' | undefined,
  links: DisclosureLink[],
  isOnline: (href: string) => boolean,
): DisclosureStatus {
  if (written) return written;
  const targets = links.flatMap((link) => (link.documents ? link.documents : [link.href]));
  const online = targets.filter(isOnline).length;
  if (targets.length > 0 && online === targets.length) return 'published';
  return online > 0 ? 'partly-published' : 'not-yet-published';
}
