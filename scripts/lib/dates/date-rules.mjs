/**
 * The site's own date rules (src/lib: the build day, admission cycles,
 * notices' currency), loaded through Vite so that the content check and the
 * content report judge dated content exactly as the pages do.
 */
import { importProjectModule as load } from '../../../src/content-io/collections.ts';

const loaded = new Map();

/** The rules of src/lib/dates.ts, admission-cycle.ts and document-rules.ts in one object, loaded once per root. */
export function dateRules(root = process.cwd()) {
  if (!loaded.has(root)) {
    loaded.set(
      root,
      Promise.all([load(root, 'src/lib/dates.ts'), load(root, 'src/lib/admission-cycle.ts'), load(root, 'src/lib/document-rules.ts')]).then(
        ([dates, cycles, documents]) => ({ ...dates, ...cycles, ...documents }),
      ),
    );
  }
  return loaded.get(root);
}
