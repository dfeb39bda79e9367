// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import node from '@astrojs/node';
import hoistIslandStyle from './integrations/hoist-island-style.mjs';

// The public base URL; canonical links, sitemap and feeds are built from it.
const site = process.env.SITE_URL ?? 'https://www.northgate-university.example';

export default defineConfig({
  site,
  // `/home` and `/home/` both answer; canonical URLs never end in a slash.
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), mdx(), hoistIslandStyle()],
  // Pages are prerendered; only routes that opt out (the enquiry API) run on the server.
  // Middleware mode lets server/main.mjs add security headers and caching to every response.
  adapter: node({ mode: 'middleware' }),
  redirects: {
    '/alumni': '/alumini',
    '/executive-secretary': '/executive-seceratory',
  },
  security: { checkOrigin: true },
  devToolbar: { enabled: false },
  // Caches stay inside the checkout, so several work trees can build side by side.
  cacheDir: './.cache/astro',
  vite: { cacheDir: './.cache/vite' },
});
