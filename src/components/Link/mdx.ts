/**
 * Every link. Internal pages start with `/`, documents are files under
 * `public/` (`/documents/x.pdf`), other sites start with `https://` (they open
 * in a new tab, and the site says so to screen readers), plus `mailto:` and
 * `tel:`; `pending` shows the text with "not yet published".
 *
 * For a link whose words do not say where it goes ("Click Here", "View
 * Profile"), add `context` with the missing words, read only by screen readers:
 * `<Link href="https://scholarships.gov.in" context="National Scholarship Portal">Click Here</Link>`.
 * Plain Markdown links `[text](/route)` also work.
 */
export { default as Link } from './Link.astro';
