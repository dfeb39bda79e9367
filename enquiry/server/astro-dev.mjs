/**
 * `astro dev` has no server/main.mjs: this gives the dev server's routes the
 * enquiry service the same way, as `locals.enquiries` (Astro reads locals
 * from the request's `Symbol.for('astro.locals')`), and refuses cross-site
 * form posts with the production server's check (Astro's own is off).
 * Production builds are untouched.
 */
export default function enquiryServiceDev() {
  return {
    name: 'enquiry-service-dev',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        const { configFromEnv } = await import(new URL('./config.ts', import.meta.url).href);
        const { EnquiryService } = await import(new URL('./service.ts', import.meta.url).href);
        const { isCrossSiteForm } = await import(new URL('./http/origin-check.ts', import.meta.url).href);
        const enquiries = new EnquiryService(configFromEnv());
        enquiries.start();
        const LOCALS = Symbol.for('astro.locals');
        server.middlewares.use((req, res, next) => {
          if (isCrossSiteForm(req))
            return void res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Cross-site form submissions are refused.');
          req[LOCALS] = { ...req[LOCALS], enquiries };
          next();
        });
        server.httpServer?.once('close', () => enquiries.stop());
      },
    },
  };
}
