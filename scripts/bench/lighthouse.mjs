/**
 * Lighthouse (mobile defaults) on one route: category scores, the paint and
 * layout metrics, the bytes of the first view split by resource type, the
 * scripts it fetched and the resources that blocked its first render.
 */
import lighthouse from 'lighthouse';

const TYPES = { Document: 'html', Stylesheet: 'css', Script: 'js', Image: 'images', Font: 'fonts' };

export async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const bytes = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0 };
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  for (const request of requests) bytes[TYPES[request.resourceType] ?? 'other'] += request.transferSize ?? 0;
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
  const scripts = requests.filter((r) => r.resourceType === 'Script').map((r) => ({ url: new URL(r.url).pathname, bytes: r.transferSize ?? 0 }));
  const renderBlocking = (lhr.audits['render-blocking-insight']?.details?.items ?? []).map((item) => new URL(item.url).pathname);
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
    },
    bytes: { ...bytes, total: Object.values(bytes).reduce((a, b) => a + b, 0) },
    requests: requests.length,
    scripts,
    renderBlocking,
    // Set when Lighthouse could not measure the page at all (a trace or paint it did not get).
    runtimeError: lhr.runtimeError?.code ?? null,
    failingAudits: { accessibility: failing('accessibility'), 'best-practices': failing('best-practices'), seo: failing('seo') },
  };
}
