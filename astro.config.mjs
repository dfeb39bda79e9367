// @ts-check
import { defineConfig } from 'astro/config';
import { ROUTE_REDIRECTS } from './server/route-redirects.mjs';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import node from '@astrojs/node';
import sitemap from '@astrojs/sitemap';
import mdxPageComponents from './integrations/mdx-page-components/index.mjs';
import serverWithoutPages from './integrations/server-without-pages.mjs';
import finishPages from './integrations/finish-pages/index.mjs';
import hydrateOnInteraction from './integrations/hydrate-on-interaction/index.mjs';
import enquiryServiceDev from './enquiry/server/astro-dev.mjs';
import missingTranslations from './integrations/missing-translations.mjs';
import contentReads from './integrations/content-reads/index.mjs';
import browserEditor from './integrations/browser-editor.mjs';
import fixedTokens from './integrations/fixed-tokens/index.mjs';
import { canonicalUrl, listedInSitemap } from './integrations/sitemap-listing.mjs';
import { DEFAULT_LANG, LANGS, LANGUAGES } from './src/lib/languages.ts';

/**
 * Bundler warnings that say nothing about this site, dropped so that a real one stands out:
 * - MODULE_LEVEL_DIRECTIVE: Astro marks every MDX page with "use astro:head-inject", which the
 *   bundler reports once per page; Astro reads the marker before bundling, so nothing is lost.
 * - INEFFECTIVE_DYNAMIC_IMPORT of the enquiry schema: the server imports it statically, while the
 *   browser's form island loads it on first use; the split happens in the browser build, as meant.
 * @param {{ code?: string, message: string }} warning
 * @param {(warning: any) => void} warn
 */
function quietHarmlessWarnings(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
  if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.message.includes('lib/enquiry/shared/schema')) return;
  warn(warning);
}

// The public base URL; canonical links, sitemap and feeds are built from it.
const site = process.env.SITE_URL ?? 'https://www.northgate-university.example';

export default defineConfig({
  site,
  // `/home` and `/home/` both answer; canonical URLs never end in a slash.
  trailingSlash: 'ignore',
  // Several pages render at once, so one page's file reads overlap another's work.
  build: { format: 'directory', concurrency: 4 },
  // The languages of src/lib/languages.ts: English at /, each other under /<code>/ (src/content/pages/<code>/); the middleware reads the page's from Astro.currentLocale.
  i18n: { locales: LANGS, defaultLocale: DEFAULT_LANG, routing: { prefixDefaultLocale: false } },
  integrations: [
    react(),
    // Before mdx(): gives each MDX page imports of the listed components it uses.
    mdxPageComponents(),
    mdx(),
    hydrateOnInteraction(),
    finishPages(),
    serverWithoutPages(),
    enquiryServiceDev(),
    missingTranslations(),
    // dist/content-reads.json: which content files each page read, for npm run preview:changes.
    contentReads(),
    // The content editor at /admin/: its scripts copied and bundled into the build, no public page loads them.
    browserEditor(),
    // sitemap-index.xml: the pages whose own head says they are indexable and canonical (the node adapter builds them into dist/client).
    sitemap({
      filter: listedInSitemap(new URL('./dist/client/', import.meta.url)),
      // Each page lists its versions in other languages (xhtml:link alternates), matched by path under each language's prefix.
      i18n: { defaultLocale: DEFAULT_LANG, locales: Object.fromEntries(LANGS.map((lang) => [lang, LANGUAGES[lang].htmlLang])) },
      serialize: (item) => ({ ...item, url: canonicalUrl(item.url), links: item.links?.map((link) => ({ ...link, url: canonicalUrl(link.url) })) }),
    }),
  ],
  // Pages are prerendered; only routes that opt out (the enquiry API) run on the server.
  // Middleware mode lets server/main.mjs add security headers and caching to every response.
  // No body limit of the adapter's own: the enquiry service, the only reader of bodies, holds them to ENQUIRY_MAX_BODY_BYTES.
  adapter: node({ mode: 'middleware', bodySizeLimit: 0 }),
  redirects: ROUTE_REDIRECTS,
  security: {
    // Form posts to on-demand routes must come from this site: enquiry/server/http/origin-check.ts checks it, with the
    // scheme and host the visitor used behind a TLS-terminating proxy (Astro's own check sees the proxy's http).
    checkOrigin: false,
    // A content security policy in every page: scripts and styles only by the
    // hashes Astro computes for what it emitted. frame-ancestors and the other
    // header-only directives are set in server/security-headers.mjs.
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        // The campus map on /contact-us, embedded only when the visitor opens it.
        'frame-src https://www.openstreetmap.org',
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
      ],
    },
  },
  devToolbar: { enabled: false },
  // No page shows code, so no syntax highlighter (Shiki's inline styles would also break the CSP).
  markdown: { syntaxHighlight: false },
  // Caches stay inside the checkout, so several work trees can build side by side.
  cacheDir: './.cache/astro',
  vite: {
    cacheDir: './.cache/vite',
    build: { rollupOptions: { onwarn: quietHarmlessWarnings } },
    // Rules that refer to no variable make the page's restyles cheaper (integrations/fixed-tokens).
    css: { postcss: { plugins: [fixedTokens()] } },
  },
});
