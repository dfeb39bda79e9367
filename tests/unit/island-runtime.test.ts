/**
 * Astro's island runtime, written inline before the first island of every
 * page, is moved into one file named by its content and fetched once the
 * page has loaded, by a loader left in its place
 * (integrations/finish-pages/island-runtime.mjs); the loader's own behaviour
 * is tested in a real browser (tests/e2e/islands.spec.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shareIslandRuntime } from '../../integrations/finish-pages/island-runtime.mjs';

const directive = '(()=>{(self.Astro||(self.Astro={})).interaction=()=>{};window.dispatchEvent(new Event("astro:interaction"))})();';
const runtime = '(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})()';
const island = '<astro-island uid="a" component-url="/_astro/A.js" client="interaction"><p>Menu</p></astro-island>';
const page = (body: string) => `<html><head><title>t</title></head><body><header>${body}</header></body></html>`;

function site() {
  const dir = mkdtempSync(join(tmpdir(), 'island-runtime-'));
  mkdirSync(join(dir, '_astro'));
  return { dir, files: () => readdirSync(join(dir, '_astro')) };
}

describe('the island runtime', () => {
  it('leaves the page for one file, which holds the scripts in their order and is loaded after the page', () => {
    const { dir, files } = site();
    const html = shareIslandRuntime(dir)(page(`<script>${directive}</script><script>${runtime}</script>${island}`));
    expect(files()).toHaveLength(1);
    const [name] = files();
    const code = readFileSync(join(dir, '_astro', name!), 'utf8');
    expect(code.indexOf('astro:interaction')).toBeLessThan(code.indexOf('customElements.define'));
    expect(html).not.toContain('customElements.define');
    expect(html).toContain(island);
    const loader = html.match(/<script>([^<]*)<\/script><astro-island/)?.[1];
    expect(loader).toContain(`"/_astro/${name}"`);
    expect(() => new Function(loader!)).not.toThrow();
  });

  it('is written once for every page that has the same runtime', () => {
    const { dir, files } = site();
    const step = shareIslandRuntime(dir);
    const first = step(page(`<script>${directive}</script><script>${runtime}</script>${island}`));
    const second = step(page(`<p>Another page</p><script>${directive}</script><script>${runtime}</script>${island}`));
    expect(files()).toHaveLength(1);
    expect(first.match(/\/_astro\/islands\.[^"]+/)?.[0]).toBe(second.match(/\/_astro\/islands\.[^"]+/)?.[0]);
  });

  it("leaves alone a page without islands, and a component's own script before an island", () => {
    const { dir, files } = site();
    const step = shareIslandRuntime(dir);
    const plain = page('<script>document.title="x"</script><p>No island</p>');
    const own = page(`<script>document.title="x"</script>${island}`);
    expect(step(plain)).toBe(plain);
    expect(step(own)).toBe(own);
    expect(files()).toHaveLength(0);
  });
});
