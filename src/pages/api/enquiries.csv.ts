/**
 * GET /api/enquiries.csv: every stored enquiry with its forwarding status,
 * for admissions staff (bearer token; see EnquiryService.exportCsv).
 */
import type { APIRoute } from 'astro';
import { enquiryServiceFrom } from '../../../enquiry/server/locals.ts';

export const prerender = false;

export const ALL: APIRoute = ({ request, locals, clientAddress }) => enquiryServiceFrom(locals).exportCsv(request, locals.clientAddress ?? clientAddress);
