/**
 * The pop-up announcement of the home page.
 * @from `home.yaml`
 */
export { default as Announcement } from './Announcement.astro';
