/** Compares a benchmark report with the budgets; returns one line per breach. */

/**
 * The frame's scripts: those every measured route fetches at first view (the
 * island runtime). A route whose first view fetched no script at all does not
 * narrow them: the runtime is fetched once the page is idle after loading,
 * which can fall after Lighthouse stops watching.
 */
export function frameScripts(report) {
  const perRoute = Object.values(report.pages)
    .map((page) => new Set((page.scripts ?? []).map((s) => s.url)))
    .filter((urls) => urls.size > 0);
  if (perRoute.length === 0) return new Set();
  return new Set([...perRoute[0]].filter((url) => perRoute.every((set) => set.has(url))));
}

/** Whether Lighthouse measured every metric of a route (it now and then gets no trace or paint). */
export function isMeasured(page) {
  return Object.values(page.metrics).every((value) => value !== null);
}

/** All the script of a route's first view: the files it fetched and the scripts inline in the page. */
export function firstViewScriptBytes(page) {
  return page.bytes.js + (page.inlineScriptBytes ?? 0);
}

/** The scripts a route fetches at first view beyond the frame's. */
export function scriptsBeyondFrame(page, frame) {
  return (page.scripts ?? []).filter((s) => !frame.has(s.url));
}

export function checkBudgets(report, budgets) {
  const breaches = [];
  const kb = (bytes) => bytes / 1024;
  const frame = frameScripts(report);
  for (const [route, page] of Object.entries(report.pages)) {
    for (const [category, minimum] of Object.entries(budgets.lighthouse)) {
      if (page.scores[category] < minimum) breaches.push(`${route}: Lighthouse ${category} ${page.scores[category]} < ${minimum}`);
    }
    if (!isMeasured(page)) breaches.push(`${route}: Lighthouse could not measure every metric (run again)`);
    if (page.metrics.lcpMs > budgets.lcpMs) breaches.push(`${route}: LCP ${Math.round(page.metrics.lcpMs)} ms > ${budgets.lcpMs} ms`);
    if (page.metrics.tbtMs > budgets.tbtMs) breaches.push(`${route}: TBT ${Math.round(page.metrics.tbtMs)} ms > ${budgets.tbtMs} ms`);
    if (page.metrics.cls !== null && page.metrics.cls > budgets.cls) breaches.push(`${route}: CLS ${page.metrics.cls.toFixed(3)} > ${budgets.cls}`);
    if (kb(page.bytes.js) > budgets.scriptKb) breaches.push(`${route}: JavaScript ${kb(page.bytes.js).toFixed(1)} KB > ${budgets.scriptKb} KB`);
    if (kb(page.bytes.css) > budgets.stylesheetKb) breaches.push(`${route}: CSS ${kb(page.bytes.css).toFixed(1)} KB > ${budgets.stylesheetKb} KB`);
    const limit = budgets.firstViewKb[route] ?? budgets.firstViewKb.default;
    if (kb(page.bytes.total) > limit) breaches.push(`${route}: first view ${kb(page.bytes.total).toFixed(1)} KB > ${limit} KB`);
    const blockingScripts = (page.renderBlocking ?? []).filter((url) => /\.m?js$/.test(url));
    if (blockingScripts.length) breaches.push(`${route}: render-blocking JavaScript ${blockingScripts.join(', ')}`);
    const extra = scriptsBeyondFrame(page, frame);
    const script = kb(firstViewScriptBytes(page));
    if (page.islands === 0 && script > budgets.frameScriptKb)
      breaches.push(
        `${route}: first-view script of a frame-only page ${script.toFixed(1)} KB > ${budgets.frameScriptKb} KB (islands load React on interaction, never at first view)`,
      );
    if (page.islands === 0 && extra.length)
      breaches.push(`${route}: has no interactive island but fetches scripts beyond the frame: ${extra.map((s) => s.url).join(', ')}`);
  }
  const at = (pages) => report.growth.find((g) => g.pages === pages);
  const thousand = at(1000);
  const fiveThousand = at(5000);
  if (!thousand || !fiveThousand) breaches.push('build growth at 1,000 and 5,000 pages was not measured (run without --skip-growth and with both sizes)');
  if (thousand && thousand.buildMs > budgets.build1000PagesMs)
    breaches.push(`build of 1,000 pages ${Math.round(thousand.buildMs / 1000)} s > ${budgets.build1000PagesMs / 1000} s`);
  if (thousand && fiveThousand) {
    const ratio = fiveThousand.msPerPage / thousand.msPerPage;
    if (ratio > budgets.growthPerPageRatio5000vs1000)
      breaches.push(`build cost per page grows ${ratio.toFixed(2)}× from 1,000 to 5,000 pages (> ${budgets.growthPerPageRatio5000vs1000}×: worse than linear)`);
  }
  return breaches;
}
