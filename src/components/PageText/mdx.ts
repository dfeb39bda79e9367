/**
 * The words of another page shown here, without its officer card, so a
 * message written once on /chancellor-message also appears on /chancellor:
 * `<PageText of="chancellor-message" />`.
 */
export { default as PageText } from './PageText.astro';
