/**
 * Adds `client:interaction`, which hydrates an island when the visitor first
 * reaches for it (see directive.ts). React alone is about 57 KB compressed:
 * loading it only for people who use a carousel keeps every page's first
 * view within the JavaScript budget.
 */
import { fileURLToPath } from 'node:url';

export default function hydrateOnInteraction() {
  return {
    name: 'hydrate-on-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
    },
  };
}
