/** The benchmark report as Markdown. */
import { firstViewScriptBytes, frameScripts, scriptsBeyondFrame } from './budgets.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => (value === null ? '–' : Math.round(value));

export function toMarkdown(report, breaches) {
  const frame = frameScripts(report);
  const frameKb = (page) => (page.scripts ?? []).filter((s) => frame.has(s.url)).reduce((sum, s) => sum + s.bytes, 0);
  const beyondKb = (page) => scriptsBeyondFrame(page, frame).reduce((sum, s) => sum + s.bytes, 0);
  // Counted by kind: the names repeat on every page (the frame's stylesheets); the JSON report has them.
  const blocking = (page) => {
    const urls = page.renderBlocking ?? [];
    const css = urls.filter((url) => url.endsWith('.css')).length;
    const other = urls.length - css;
    return [css && `${css} CSS`, other && `${other} other`].filter(Boolean).join(', ') || 'none';
  };
  const lines = [
    `# Performance report`,
    '',
    `${report.date} · ${report.machine}`,
    '',
    `## Whole site`,
    '',
    `| Measure | Value |`,
    `| --- | --- |`,
    `| Production build (astro build, precompression, search index) | ${(report.site.buildMs / 1000).toFixed(1)} s |`,
    `| Built output (uncompressed) | ${kb(report.site.outputBytes)} KB |`,
    `| Search index | ${kb(report.site.searchIndexBytes)} KB |`,
    `| Scripts every page fetches (the frame) | ${[...frame].join(', ') || 'none'} |`,
    `| Server throughput on ${report.throughput.route} (10 connections, 10 s) | ${report.throughput.requestsPerSecond} req/s, p50 ${report.throughput.p50Ms} ms, p99 ${report.throughput.p99Ms} ms, ${report.throughput.errors} errors |`,
    '',
    `## Build growth`,
    '',
    `| Synthetic pages | Pages built | Build time | Peak memory | ms per synthetic page | ms per page built |`,
    `| ---: | ---: | ---: | ---: | ---: | ---: |`,
    ...report.growth.map(
      (g) =>
        `| ${g.pages} | ${g.pagesBuilt ?? '–'} | ${(g.buildMs / 1000).toFixed(1)} s | ${g.peakMemoryMb} MB | ${g.msPerPage} | ${g.msPerPageBuilt ?? '–'} |`,
    ),
    '',
    `## Every route (Lighthouse mobile defaults; bytes compressed as served)`,
    '',
    `JS KB is split into the frame's scripts and any a page fetches beyond them; First-view script adds the scripts inline in the page (the island loader and hydration directive). Islands hydrate on interaction, so React and their code are not in the first view; Islands counts those in the content, beyond the frame's. Runs is 1, or 5 when the first run scored under 100 anywhere: the median run is shown.`,
    '',
    `| Route | Perf | A11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | SI ms | HTML KB | CSS KB | JS KB (frame + page) | First-view script KB | Islands | Img KB | Font KB | Total KB | Requests | Render-blocking | Runs |`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |`,
    ...Object.entries(report.pages).map(
      ([route, p]) =>
        `| ${route} | ${p.scores.performance} | ${p.scores.accessibility} | ${p.scores['best-practices']} | ${p.scores.seo} | ${ms(p.metrics.fcpMs)} | ${ms(p.metrics.lcpMs)} | ${ms(p.metrics.tbtMs)} | ${p.metrics.cls === null ? '–' : p.metrics.cls.toFixed(3)} | ${ms(p.metrics.speedIndexMs)} | ${kb(p.bytes.html)} | ${kb(p.bytes.css)} | ${kb(p.bytes.js)} (${kb(frameKb(p))} + ${kb(beyondKb(p))}) | ${kb(firstViewScriptBytes(p))} | ${p.islands ?? '–'} | ${kb(p.bytes.images)} | ${kb(p.bytes.fonts)} | ${kb(p.bytes.total)} | ${p.requests} | ${blocking(p)} | ${p.runs ?? 1} |`,
    ),
    '',
    `## Budgets (bench/budgets.json)`,
    '',
    breaches.length ? breaches.map((b) => `- ✗ ${b}`).join('\n') : 'All budgets met.',
    '',
  ];
  return lines.join('\n');
}
