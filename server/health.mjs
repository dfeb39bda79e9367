/**
 * GET /api/health for load balancers: 200 when this instance's enquiry
 * store answers, 503 when it cannot be reached (the instance still serves
 * pages, but an enquiry sent to it would be refused).
 */
export const HEALTH_PATH = '/api/health';

export async function answerHealth(enquiries, req, res) {
  const health = await enquiries.health();
  res.writeHead(health.ok ? 200 : 503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: health.ok ? 'ok' : 'unavailable', ...health }));
}
