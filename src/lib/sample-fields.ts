/**
 * What an entry's `sample:` marker covers: the whole entry (`true`), or the fields it names, a field's parts
 * included ("images" covers "images.src").
 */
export function isSampleField(sample: boolean | readonly string[] | undefined, field: string): boolean {
  if (sample === true) return true;
  return Array.isArray(sample) && sample.some((name) => name === field || name.startsWith(`${field}.`));
}
