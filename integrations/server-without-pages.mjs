/**
 * Every content page is prerendered; the on-demand server (the enquiry routes)
 * reads data collections but never renders an MDX page. Astro still bundles
 * every MDX page into the server build through the content layer's map of page
 * modules, which costs build time for each page the site grows by. In the
 * server build only, that map is empty: a page rendered there would find no
 * module (Astro logs the error), so no on-demand route may render one.
 */
// Astro resolves the map to .astro/content-modules.mjs once content is synced, else to a virtual module.
const PAGE_MODULES = /(\/\.astro\/content-modules\.mjs|astro:content-module-imports)$/;

export default function serverWithoutPages() {
  return {
    name: 'server-without-pages',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'build') return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'server-without-pages',
                enforce: 'pre',
                applyToEnvironment: (environment) => environment.name === 'ssr',
                transform: (code, id) => (PAGE_MODULES.test(id) ? { code: 'export default new Map();', map: null } : undefined),
              },
            ],
          },
        });
      },
    },
  };
}
