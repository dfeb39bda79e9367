/**
 * Structured data (schema.org JSON-LD) that search engines read from the
 * pages: the university on the home page, the breadcrumb trail on every
 * inner page, and events on the pages that announce them. Builders take plain
 * values and the site's base URL, so every URL they write is absolute.
 */
import type { Crumb } from './site-map.ts';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org' as const;

const absolute = (path: string, siteUrl: string | URL) => new URL(path, siteUrl).href;

export interface UniversityInput {
  name: string;
  /** Address lines as the site settings hold them, e.g. ["Plot 00, Knowledge Park", "Sector 62, Noida", "Uttar Pradesh 201309, India"]. */
  address: string[];
  /** The town the university names itself after. */
  locality: string;
  telephone: string;
  email: string;
  /** Social profile URLs. */
  sameAs: string[];
  logo?: string;
}

/** CollegeOrUniversity for the home page. */
export function collegeOrUniversity(input: UniversityInput, siteUrl: string | URL): JsonLd {
  const postalCode = input.address.join(' ').match(/\b\d{6}\b/)?.[0];
  return {
    '@context': CONTEXT,
    '@type': 'CollegeOrUniversity',
    name: input.name,
    url: absolute('/', siteUrl),
    ...(input.logo ? { logo: absolute(input.logo, siteUrl) } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.address.join(', '),
      addressLocality: input.locality,
      ...(postalCode ? { postalCode } : {}),
      addressCountry: 'IN',
    },
    telephone: input.telephone,
    email: input.email,
    sameAs: input.sameAs,
  };
}

/** BreadcrumbList from a breadcrumb trail; the last crumb (the page) takes the page's own URL. */
export function breadcrumbList(crumbs: Crumb[], pageRoute: string, siteUrl: string | URL): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(crumb.href ?? pageRoute, siteUrl),
    })),
  };
}

export interface EventInput {
  name: string;
  description: string;
  /** ISO 8601 date or date-time: "2025-11-07" or "2025-11-07T09:30:00+05:30". */
  startDate: string;
  endDate?: string;
  /** The venue's name, e.g. the university's campus. */
  locationName: string;
  /** The venue's address lines. */
  locationAddress: string[];
  /** The page that describes the event (a route of this site). */
  url: string;
  organizerName: string;
  /** Route or absolute URL of an image of the event. */
  image?: string;
  /** Where to register (absolute URL), with the registration deadline if any. */
  registration?: { url: string; validThrough?: string };
  status?: 'EventScheduled' | 'EventCancelled' | 'EventPostponed' | 'EventRescheduled' | 'EventMovedOnline';
  attendanceMode?: 'OfflineEventAttendanceMode' | 'OnlineEventAttendanceMode' | 'MixedEventAttendanceMode';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)?)?$/;

/** Event, e.g. for /techidea-2025. Throws when a date is not ISO 8601, so a typo fails the build. */
export function event(input: EventInput, siteUrl: string | URL): JsonLd {
  for (const [field, value] of Object.entries({ startDate: input.startDate, endDate: input.endDate })) {
    if (value !== undefined && !ISO_DATE.test(value)) {
      throw new Error(`Event "${input.name}": ${field} "${value}" is not an ISO 8601 date; write 2025-11-07 or 2025-11-07T09:30:00+05:30`);
    }
  }
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: input.name,
    description: input.description,
    startDate: input.startDate,
    ...(input.endDate ? { endDate: input.endDate } : {}),
    eventStatus: `https://schema.org/${input.status ?? 'EventScheduled'}`,
    eventAttendanceMode: `https://schema.org/${input.attendanceMode ?? 'OfflineEventAttendanceMode'}`,
    location: {
      '@type': 'Place',
      name: input.locationName,
      address: { '@type': 'PostalAddress', streetAddress: input.locationAddress.join(', '), addressCountry: 'IN' },
    },
    url: absolute(input.url, siteUrl),
    ...(input.image ? { image: [absolute(input.image, siteUrl)] } : {}),
    organizer: { '@type': 'Organization', name: input.organizerName, url: absolute('/', siteUrl) },
    ...(input.registration
      ? {
          offers: {
            '@type': 'Offer',
            url: input.registration.url,
            availability: 'https://schema.org/InStock',
            ...(input.registration.validThrough ? { validThrough: input.registration.validThrough } : {}),
          },
        }
      : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. "<" is escaped so
 * no value can close the script element early.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
