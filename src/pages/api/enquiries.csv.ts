/**
 * GET /api/enquiries.csv: every stored enquiry with its forwarding status,
 * for admissions staff. It exists only when ENQUIRY_EXPORT_TOKEN is set
 * (404 otherwise) and needs `Authorization: Bearer <token>` (401 otherwise).
 */
import type { APIRoute } from 'astro';
import { getEnquiryService, isStoreUnavailable } from '../../lib/enquiry/service';
import { toCsv } from '../../lib/enquiry/csv';

export const prerender = false;

export const ALL: APIRoute = ({ request }) => {
  const service = getEnquiryService();
  if (!service.config.exportToken) return new Response('Not found', { status: 404 });
  if (request.method !== 'GET') return new Response('Method not allowed', { status: 405, headers: { allow: 'GET' } });
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? '';
  if (!service.exportTokenMatches(token)) {
    return new Response('A valid bearer token is required.', { status: 401, headers: { 'www-authenticate': 'Bearer realm="enquiries"' } });
  }
  let csv: string;
  try {
    csv = toCsv(service.store().all());
  } catch (error) {
    if (isStoreUnavailable(error)) return new Response('The enquiry store is unavailable.', { status: 503 });
    throw error;
  }
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="enquiries-${date}.csv"`,
      'cache-control': 'no-store',
    },
  });
};
