/**
 * A Chromium trace of one tap, for the interaction benchmark's `--trace`:
 * `const stop = await startTapTrace(cdp)`, then `await stop(file)` writes the
 * trace (devtools.timeline, as the Performance panel records it; open it
 * there) and returns what the page's main thread did for the tap: how long
 * from the pointerdown to the click, how long the click's task ran, and the
 * first style recalculation and layout after it (with how many elements it
 * restyled and how many layout objects were dirty), where a tap's cost
 * usually is.
 */
import { writeFileSync } from 'node:fs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'loading'];

/** The main thread's work for the tap, from the trace's events; null when the trace holds no tap. */
export function tapSummary(events) {
  const dispatched = (type) => events.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === type);
  const down = dispatched('pointerdown').at(-1);
  const click = down && dispatched('click').findLast((event) => event.pid === down.pid && event.tid === down.tid);
  if (!click) return null;
  const after = events.filter((event) => event.pid === down.pid && event.tid === down.tid && event.ts >= click.ts && event.dur).sort((a, b) => a.ts - b.ts);
  const style = after.find((event) => event.name === 'UpdateLayoutTree');
  const layout = after.find((event) => event.name === 'Layout');
  const ms = (microseconds) => microseconds / 1000;
  return {
    toClickMs: ms(click.ts - down.ts),
    clickMs: ms(click.dur),
    styleMs: style && ms(style.dur),
    styleElements: style?.args.elementCount,
    layoutMs: layout && ms(layout.dur),
    layoutObjects: layout?.args.beginData?.dirtyObjects,
  };
}

export async function startTapTrace(cdp) {
  await cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: CATEGORIES } });
  return async (file) => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    const { stream } = await complete;
    let text = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle: stream });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    writeFileSync(file, text);
    return tapSummary(JSON.parse(text).traceEvents);
  };
}
