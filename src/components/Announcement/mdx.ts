export { default as Announcement } from './Announcement.astro';
