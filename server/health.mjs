/**
 * GET /api/health for load balancers: 200 when this instance's enquiry
 * store answers, 503 when it cannot be reached (the instance still serves
 * pages, but an enquiry sent to it would be refused).
 */
export const HEALTH_PATH = '/api/health';

export async function answerHealth(enquiries, req, res) {
  const { ok, instance, store, problem } = await enquiries.health();
  // Why the store is unreachable goes to the log, not to the public: it can name internal hosts.
  if (!ok) console.error(`[health] the enquiry store is unreachable: ${problem}`);
  res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: ok ? 'ok' : 'unavailable', instance, store }));
}
