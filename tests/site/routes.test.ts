/**
 * Every route of the specification's route table is built, and the menu
 * reaches each of them (apart from the pages a visitor only lands on).
 */
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../server/built-site.ts';
import { readData } from '../content.ts';

const society = readData('site.yaml').society.abbreviation as string;

export const SPEC_ROUTES = [
  '/',
  '/home',
  `/about-${society}`,
  '/about-university',
  '/about-pro-chancellor',
  '/statutory-bodies',
  '/development',
  '/governing-bodies',
  '/executive-council',
  '/iqac',
  '/chancellor',
  '/chancellor-message',
  '/pro-chancellor-message',
  '/vice-chancellor-message',
  '/administration-vice-chancellor',
  '/registrar-message',
  '/finance-officer',
  '/controller-of-examination',
  '/executive-seceratory',
  '/dean-eng',
  '/dean-student',
  '/dean-research',
  '/dean-edge',
  '/dean-bqs',
  '/school-of-engineering',
  '/school-of-pharmacy',
  '/school-of-management',
  '/school-of-applied-sciences',
  '/school-of-humanities',
  '/school-of-life-sciences',
  '/school-of-post-engineering',
  '/school-of-post-pharmacy',
  '/pharmacy-detail',
  '/cse',
  '/cseaiml',
  '/cse-dst',
  '/it',
  '/civil',
  '/faculty-of-engg-tech',
  '/faculty-of-science',
  '/faculty-of-humanities',
  '/ieee-detail',
  '/iete-detail',
  '/iste-detail',
  '/sae-detail',
  '/csi-detail',
  '/admission-main',
  '/admission-apply',
  '/admission-helpdesk-contact',
  '/admission-criteria',
  '/admission-checklist',
  '/fee-structure',
  '/scholarships',
  '/thank-you-admission',
  '/examination-circulars',
  '/notifications',
  '/ABCId',
  '/phd-exam-notifications',
  '/question-papers',
  '/contact-us',
  '/sports-facilities',
  '/hostel-facilities',
  '/medical-facilities',
  '/placement-statistics',
  '/mentoring',
  '/library-information-centre',
  '/bank-atm',
  '/guest-house',
  '/amenities-center',
  '/canteen',
  '/green-policy',
  '/sewage-treatment-plant',
  '/rooftop-solar-plant',
  '/rainwater-harvesting',
  '/sustainable-waste-management',
  '/tree-plantation',
  '/step-info',
  '/research-facilities',
  '/employee-benefits',
  '/vision-mission-quality-policy',
  '/calendar-of-events',
  '/university-news-letter',
  '/photo-gallery',
  '/media-coverage',
  '/ads-archive',
  '/career',
  '/mandatory-disclosures',
  '/alumini',
  '/techidea-2025',
  '/page-under-development',
];

/** Pages a visitor lands on rather than navigates to; / is the masthead's own link. */
const NOT_IN_MENU = new Set(['/', '/home', '/thank-you-admission', '/page-under-development']);

type Item = { href?: string; items?: Item[] };
const menuHrefs = (items: Item[]): string[] => items.flatMap((i) => (i.items ? menuHrefs(i.items) : [i.href!]));
const menu = new Set(menuHrefs(readData('navigation.yaml').items));
const built = new Set(builtPages({ kinds: ['page', 'redirect', 'gallery'] }).map((p) => p.route));

describe('the specification route table', () => {
  it.each(SPEC_ROUTES)('%s is built', (route) => {
    expect(built.has(route)).toBe(true);
  });

  it.each(SPEC_ROUTES.filter((r) => !NOT_IN_MENU.has(r)))('%s is reached from the menu', (route) => {
    expect(menu.has(route)).toBe(true);
  });

  it('every internal menu target is a built page', () => {
    const missing = [...menu].filter((href) => href.startsWith('/') && !/\.\w+$/.test(href) && !built.has(href));
    expect(missing).toEqual([]);
  });
});
