/**
 * The browser editor at /admin/ (public/admin/index.html and the generated
 * public/admin/config.yml). Its scripts come from the site's own build, never
 * a CDN: Decap CMS's prebuilt bundle is copied from node_modules, and
 * src/admin/editor.ts (the project's formats and widgets) is bundled next to
 * it. In `astro dev` both are served from their sources. No public page
 * loads any of this. The build also writes, for the English page forms, which
 * translations are up to date (TRANSLATIONS_FILE, from git history), the
 * components a page's text may hold with their props (PAGE_PARTS_FILE), and
 * the pages each data file feeds (SHOWN_ON_FILE; under `astro dev`, as the
 * last build recorded them). Under `astro dev`, /admin/ is the editor as in a build, and the editor's script and the packages it
 * imports are prepared when the server starts, so the first load is never
 * blank. Both ways the script is given the address of the local backend
 * (server/editor-backend.mjs).
 */
import { copyFileSync, createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { DEFAULT_LANG, langOfRoute, TRANSLATED_LANGS } from '../src/lib/languages.ts';
import { translationStatus, untranslatedPages } from '../src/content-io/translation-status.ts';
import { componentProps } from './mdx-page-components/component-props.mjs';
import { CONTENT_READS_FILE } from './content-reads/index.mjs';
import { builtPages, routeOf } from '../server/built-site.ts';
import { editorBackendUrl } from '../server/editor-backend.mjs';
import { entryIds } from '../src/content-io/collections.ts';

const DECAP_DIST = fileURLToPath(new URL('../node_modules/decap-cms/dist/', import.meta.url));
const EDITOR_ENTRY = fileURLToPath(new URL('../src/admin/editor.ts', import.meta.url));
/** Where the content check's rules find files in the browser (src/admin/site-files.ts). */
const SITE_FILES = fileURLToPath(new URL('../src/admin/site-files.ts', import.meta.url));
/** The bundle and the chunks and WebAssembly it loads on demand from its own folder (no source maps). */
const isDecapFile = (name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name);
/** Per language, each English page's translation: its state, or null when there is none. Read by src/admin/editor.ts. */
export const TRANSLATIONS_FILE = 'translation-status.json';
/** The components a page's text may hold, with their props and choices: the parts of the page form (src/admin/page-text-widget.ts). */
export const PAGE_PARTS_FILE = 'page-parts.json';
/**
 * Each data file with the pages built from it, those most about it first: in
 * its language, named after it (people/vice-chancellor.yaml:
 * /administration-vice-chancellor; fees.yaml: /fee-structure), reading the
 * fewest files. Where the editor's preview of a data entry shows it.
 */
export const SHOWN_ON_FILE = 'shown-on.json';
/** The ids of each collection's entries: what a reference typed in the form may name (src/admin/entry-check.ts). */
export const ENTRY_IDS_FILE = 'entry-ids.json';

/**
 * The content check's rules run in the editor's form (src/admin/entry-check.ts): in the browser their file
 * reads go to the content files bundled with the editor. Never for the server's own code.
 */
const siteFilesInBrowser = () => ({
  name: 'editor-site-files',
  enforce: 'pre',
  resolveId(id, importer, options) {
    if (options?.ssr || !importer || !['node:fs', 'fs', 'node:path', 'path', 'tinyglobby'].includes(id)) return null;
    return SITE_FILES;
  },
});

/** The site's pages each data file fed, as the build recorded its reads (dist/content-reads.json). */
function pagesByDataFile(outDir) {
  const reads = join(outDir, CONTENT_READS_FILE);
  if (!existsSync(reads)) return null;
  const sitePages = new Set(builtPages({ dir: join(outDir, 'client') }).map((page) => page.route));
  const pages = Object.entries(JSON.parse(readFileSync(reads, 'utf8')).routes)
    .map(([path, files]) => ({ route: routeOf(path), files }))
    .filter(({ route }) => sitePages.has(route) && route !== '/home');
  const byFile = {};
  for (const { route, files } of pages) for (const file of files) if (file.startsWith('src/content/data/')) (byFile[file] ??= []).push({ route, files });
  // The pages in the file's language first (a Hindi words file: the Hindi pages), then those named after it, then the simplest.
  const rank = (file, route) => [
    langOfRoute(route) === (TRANSLATED_LANGS.find((lang) => file.includes(`/${lang}/`)) ?? DEFAULT_LANG) ? 0 : 1,
    route.includes(basename(file, '.yaml').replace(/s$/, '')) ? 0 : 1,
  ];
  return Object.fromEntries(
    Object.entries(byFile).map(([file, list]) => [
      file,
      list
        .map((page) => ({ ...page, rank: rank(file, page.route) }))
        .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.files.length - b.files.length || a.route.localeCompare(b.route))
        .map(({ route }) => route),
    ]),
  );
}

function translationsByPage() {
  const slug = (file) => file.replace(/^.*?pages\/(?:[a-z]{2}\/)?/, '').replace(/\.mdx$/, '');
  const missing = untranslatedPages();
  return Object.fromEntries(
    TRANSLATED_LANGS.map((lang) => [
      lang,
      {
        ...Object.fromEntries(
          translationStatus()
            .filter((t) => t.lang === lang && !t.missingSource)
            .map((t) => [slug(t.page), { upToDate: t.upToDate, changes: t.changes }]),
        ),
        ...Object.fromEntries((missing[lang] ?? []).map((file) => [slug(file), null])),
      },
    ]),
  );
}

/** What the editor's script is given, in `astro dev` and in a build: the local backend's address. */
// As an import.meta.env value: Vite gives those to every module in dev, where plain defines need its client in the page.
const editorDefines = () => ({ 'import.meta.env.EDITOR_BACKEND_URL': JSON.stringify(editorBackendUrl()) });

export default function browserEditor() {
  let outDir;
  return {
    name: 'browser-editor',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        outDir = fileURLToPath(config.outDir);
        updateConfig({
          vite: {
            define: editorDefines(),
            // Found when the dev server starts: else Vite finds the editor's packages on its first load, prepares them and
            // tells the page to reload, which the editor's page (no Vite client in it) never hears: a blank page.
            optimizeDeps: { entries: [EDITOR_ENTRY] },
            plugins: [siteFilesInBrowser()],
          },
        });
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          // The editor's addresses as in a build: /admin/ is its page; /admin leads there, where its config.yml is found beside it.
          if (/^\/admin(\?|$)/.test(req.url ?? '')) {
            res.writeHead(302, { Location: req.url.replace(/^\/admin/, '/admin/') });
            return void res.end();
          }
          if (/^\/admin\/(\?|$)/.test(req.url ?? '')) req.url = req.url.replace(/^\/admin\//, '/admin/index.html');
          const name = (req.url ?? '').split('?')[0].replace(/^\/admin\//, '');
          if (name === PAGE_PARTS_FILE) {
            res.setHeader('Content-Type', 'application/json');
            return void res.end(JSON.stringify(componentProps()));
          }
          // The pages each data file feeds, as the last build recorded them (the dev server renders a page only when asked).
          if (name === SHOWN_ON_FILE) {
            const shownOn = pagesByDataFile(outDir);
            res.statusCode = shownOn ? 200 : 404;
            res.setHeader('Content-Type', 'application/json');
            return void res.end(JSON.stringify(shownOn));
          }
          if (name === ENTRY_IDS_FILE) {
            res.setHeader('Content-Type', 'application/json');
            return void entryIds().then((ids) => res.end(JSON.stringify(ids)), next);
          }
          if (name === 'editor.js') {
            res.writeHead(302, { Location: '/src/admin/editor.ts' });
            return void res.end();
          }
          if (!req.url?.startsWith('/admin/') || !isDecapFile(name) || !existsSync(join(DECAP_DIST, name))) return next();
          res.setHeader('Content-Type', name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript');
          createReadStream(join(DECAP_DIST, name)).pipe(res);
        });
      },
      'astro:build:done': async ({ dir }) => {
        const out = join(fileURLToPath(dir), 'admin');
        // BUILD_EDITOR=0: the public site alone (docs/deployment.md), without even the editor's page and settings.
        if (process.env.BUILD_EDITOR === '0') return void rmSync(out, { recursive: true, force: true });
        mkdirSync(out, { recursive: true });
        writeFileSync(join(out, TRANSLATIONS_FILE), JSON.stringify(translationsByPage()));
        writeFileSync(join(out, PAGE_PARTS_FILE), JSON.stringify(componentProps()));
        writeFileSync(join(out, SHOWN_ON_FILE), JSON.stringify(pagesByDataFile(join(fileURLToPath(dir), '..')) ?? {}));
        writeFileSync(join(out, ENTRY_IDS_FILE), JSON.stringify(await entryIds()));
        for (const name of readdirSync(DECAP_DIST).filter(isDecapFile)) copyFileSync(join(DECAP_DIST, name), join(out, name));
        await build({
          configFile: false,
          // Vite would otherwise copy public/ again into /admin/ (a second editor at /admin/admin/).
          publicDir: false,
          logLevel: 'warn',
          define: editorDefines(),
          plugins: [siteFilesInBrowser()],
          build: {
            outDir: out,
            emptyOutDir: false,
            lib: { entry: EDITOR_ENTRY, formats: ['es'], fileName: () => 'editor.js' },
          },
        });
      },
    },
  };
}
