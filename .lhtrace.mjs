import lighthouse from 'lighthouse';
import { launchForLighthouse } from './scripts/browser/chromium.mjs';
const [runs, ...routes] = process.argv.slice(2);
const chrome = await launchForLighthouse();
try {
  for (const route of routes) for (let i = 0; i < Number(runs); i++) {
    const { lhr } = await lighthouse('http://127.0.0.1:4496' + route, { port: chrome.port, output: 'json', logLevel: 'error' });
    const a = (id) => lhr.audits[id];
    const lt = (a('long-tasks')?.details?.items ?? []).map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)}[${String(t.url).replace(/^.*\//,"")}]`).join(' ');
    const mt = (a('mainthread-work-breakdown')?.details?.items ?? []).map((t) => `${t.group}:${Math.round(t.duration)}`).join(' ');
    console.log(`${route} perf ${Math.round(lhr.categories.performance.score*100)} TBT ${Math.round(a('total-blocking-time').numericValue)} FCP ${Math.round(a('first-contentful-paint').numericValue)} LCP ${Math.round(a('largest-contentful-paint').numericValue)} dom ${a('dom-size-insight')?.details?.debugData?.totalElements ?? a('dom-size')?.numericValue ?? '?'} | long: ${lt} | ${mt}`);
  }
} finally { chrome.kill(); }
