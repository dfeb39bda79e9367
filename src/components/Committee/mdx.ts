/**
 * A student support committee: how to reach it, its members, their seats and contacts.
 * @from `committees/<of>.yaml`, `people/`
 */
export { default as Committee } from './Committee.astro';
