/**
 * `astro dev` has no server/main.mjs: this gives the dev server's routes the
 * enquiry service the same way, as `locals.enquiries` (Astro reads locals
 * from the request's `Symbol.for('astro.locals')`). Production builds are
 * untouched.
 */
export default function enquiryServiceDev() {
  return {
    name: 'enquiry-service-dev',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        const root = new URL('../', import.meta.url);
        const { configFromEnv } = await import(new URL('src/lib/enquiry/config.ts', root).href);
        const { EnquiryService } = await import(new URL('src/lib/enquiry/service.ts', root).href);
        const enquiries = new EnquiryService(configFromEnv());
        enquiries.start();
        const LOCALS = Symbol.for('astro.locals');
        server.middlewares.use((req, _res, next) => {
          req[LOCALS] = { ...req[LOCALS], enquiries };
          next();
        });
        server.httpServer?.once('close', () => enquiries.stop());
      },
    },
  };
}
