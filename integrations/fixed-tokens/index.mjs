/**
 * A PostCSS plugin (vite.css.postcss in astro.config.mjs) that writes the
 * value of each fixed design token in place of its `var()` in the built CSS:
 * a token of src/styles/tokens.css set once, on `:root` only, and set by no
 * other rule anywhere in src/. The tokens stay defined (a script or an SVG
 * attribute may still read them); what changes is that the site's rules no
 * longer refer to variables. Chromium restyles the whole rendered page when a
 * modal dialog opens (the rest of the page becomes inert), and with rules
 * that refer to no variable it restyles far fewer elements (the enquiry
 * dialog's first open: 418 instead of 634), so the first tap on Search or
 * Admission Enquiry is answered sooner (docs/performance-report.md). Tokens
 * set again elsewhere (the Hindi pages' text sizes) keep their `var()`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';

const SOURCE = new URL('../../src/', import.meta.url);
const TOKENS = new URL('styles/tokens.css', SOURCE);
const SOURCE_FILES = /\.(css|astro|tsx?|jsx?|mjs|mdx?|json|ya?ml)$/;
const REFERENCE = /var\(\s*(--[\w-]+)\s*\)/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE_FILES.test(entry.name)) yield path;
  }
}

/** The tokens whose value is the same on every page and element: name → value (which may refer to other tokens). */
export function fixedTokenValues() {
  const root = postcss.parse(readFileSync(TOKENS, 'utf8'));
  const values = new Map();
  const setAgain = new Set();
  root.walkDecls(/^--/, (decl) => {
    if (decl.parent.type === 'rule' && decl.parent.selector === ':root' && decl.parent.parent.type === 'root' && !values.has(decl.prop))
      values.set(decl.prop, decl.value);
    else setAgain.add(decl.prop);
  });
  // Set by any other file (a component's own value, a script's setProperty): not fixed.
  const tokensPath = join(new URL('.', TOKENS).pathname, 'tokens.css');
  for (const file of sourceFiles(SOURCE.pathname)) {
    if (file === tokensPath) continue;
    const text = readFileSync(file, 'utf8');
    for (const name of values.keys()) if (text.includes(`${name}:`) || text.includes(`'${name}'`) || text.includes(`"${name}"`)) setAgain.add(name);
  }
  for (const name of setAgain) values.delete(name);
  return values;
}

/** `value` with every fixed token written out, through tokens that refer to tokens. */
const writeOut = (value, tokens, depth = 0) =>
  depth > 8 ? value : value.replace(REFERENCE, (whole, name) => (tokens.has(name) ? writeOut(tokens.get(name), tokens, depth + 1) : whole));

export default function fixedTokensPlugin() {
  const tokens = fixedTokenValues();
  return {
    postcssPlugin: 'fixed-tokens',
    Declaration(decl) {
      if (decl.prop.startsWith('--') || !decl.value.includes('var(')) return;
      const written = writeOut(decl.value, tokens);
      if (written !== decl.value) decl.value = written;
    },
  };
}
fixedTokensPlugin.postcss = true;
