/**
 * A boxed note that must not be missed. `type` is `note` (default), `warning`
 * or `success`; `title` is optional (without it the box is headed "Note",
 * "Warning" or "Done").
 *
 * Leave a blank line after the opening tag when the content has several
 * paragraphs or a list.
 */
export { default as Callout } from './Callout.astro';
