/** Structured data builders: required schema.org properties present, URLs absolute, bad dates refused. */
import { describe, expect, it } from 'vitest';
import { breadcrumbList, collegeOrUniversity, event, serializeJsonLd } from '../../src/lib/structured-data.ts';

const SITE = 'https://www.example.edu.in';

describe('collegeOrUniversity', () => {
  const data = collegeOrUniversity(
    {
      name: 'Example University',
      address: ['Plot 1, Knowledge Park', 'Sector 62, Noida', 'Uttar Pradesh 201309, India'],
      locality: 'Noida',
      telephone: '+91 120 400 0000',
      email: 'info@example.edu.in',
      sameAs: ['https://www.facebook.com/example'],
      logo: '/favicon.svg',
    },
    SITE,
  );

  it('names the university with its address, phone and profiles', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollegeOrUniversity',
      name: 'Example University',
      url: `${SITE}/`,
      logo: `${SITE}/favicon.svg`,
      telephone: '+91 120 400 0000',
      sameAs: ['https://www.facebook.com/example'],
      address: { '@type': 'PostalAddress', addressLocality: 'Noida', postalCode: '201309', addressCountry: 'IN' },
    });
  });
});

describe('breadcrumbList', () => {
  it('numbers the crumbs and gives each an absolute URL, the page last', () => {
    const data = breadcrumbList(
      [{ label: 'Home', href: '/' }, { label: 'About', href: '/sitemap#about' }, { label: 'Governing Body' }],
      '/governing-bodies',
      SITE,
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'About', item: `${SITE}/sitemap#about` },
      { '@type': 'ListItem', position: 3, name: 'Governing Body', item: `${SITE}/governing-bodies` },
    ]);
  });
});

describe('event', () => {
  const base = {
    name: 'TechIdea 2025',
    description: 'A student innovation event.',
    startDate: '2025-11-07',
    endDate: '2025-11-08',
    locationName: 'Example University',
    locationAddress: ['Sector 62, Noida'],
    url: '/techidea-2025',
    organizerName: 'Example University',
  };

  it('carries name, dates, place, status and an absolute URL', () => {
    expect(event({ ...base, registration: { url: 'https://forms.example.org/r', validThrough: '2025-10-18' } }, SITE)).toMatchObject({
      '@type': 'Event',
      name: 'TechIdea 2025',
      startDate: '2025-11-07',
      endDate: '2025-11-08',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Example University' },
      url: `${SITE}/techidea-2025`,
      organizer: { '@type': 'Organization', name: 'Example University', url: `${SITE}/` },
      offers: { '@type': 'Offer', url: 'https://forms.example.org/r', validThrough: '2025-10-18' },
    });
  });

  it('offers no places when no registration is given (once registration has closed)', () => {
    expect(event(base, SITE)).not.toHaveProperty('offers');
  });

  it.each([
    ['startDate', '7 November 2025'],
    ['endDate', '2025-11-8'],
    ['startDate', '2025/11/07'],
  ])('refuses %s "%s"', (field, value) => {
    expect(() => event({ ...base, [field]: value }, SITE)).toThrow(/ISO 8601/);
  });

  it.each(['2025-11-07', '2025-11-07T09:30', '2025-11-07T09:30:00+05:30', '2025-11-07T04:00:00Z'])('accepts "%s"', (value) => {
    expect(() => event({ ...base, startDate: value }, SITE)).not.toThrow();
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element early', () => {
    const json = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
