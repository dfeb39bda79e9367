/**
 * An officer's page: the card (photo, name, office, figures, contact) from the
 * person's file in `src/content/data/people/`, then the words written inside
 * the tag (Markdown: headings, paragraphs, lists). `signed` closes them with the
 * officer's name, office and the university.
 *
 * Leave a blank line after the opening tag and before the closing one.
 */
export { default as OfficerProfile } from './OfficerProfile.astro';
