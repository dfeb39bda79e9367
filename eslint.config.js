// ESLint: JavaScript and TypeScript (typescript-eslint), Astro components
// (eslint-plugin-astro), accessibility of JSX and Astro markup (jsx-a11y) and
// the rules of React hooks. Formatting is Prettier's (eslint-config-prettier
// turns off the rules it owns). `npm run lint` runs both.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const astroA11yPlugin = astro.configs['jsx-a11y-recommended'].find((config) => config.plugins?.['jsx-a11y'])?.plugins['jsx-a11y'] ?? jsxA11y;

export default tseslint.config(
  { ignores: ['dist/', '.astro/', '.cache/', 'node_modules/', 'bench/reports/', 'test-results/', 'playwright-report/', 'src/content/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  {
    // The same plugin instance as the Astro configuration's, which ESLint requires.
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': astroA11yPlugin },
    languageOptions: jsxA11y.flatConfigs.recommended.languageOptions,
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Scripts, tests, the server and integrations run on Node; components and pages also in the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter kept for its position).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // A scrolling region must take keyboard focus to be scrolled without a mouse (WCAG 2.1.1).
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'] }],
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'] }],
    },
  },
  {
    // A build is wholly of one day: pages take "today" from src/data/today.ts (BUILD_DATE), never from the clock.
    files: ['src/components/**/*.astro', 'src/pages/**', 'src/layouts/**', 'src/data/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Use `today` from src/data/today.ts: the build day, not the clock.' },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Use `today` from src/data/today.ts: the build day, not the clock.',
        },
      ],
    },
  },
  {
    // src/lib holds pure rules: databases and the network belong to the enquiry service (enquiry/server/).
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)enquiry/server(/|$)', message: 'The enquiry service (enquiry/server/) is Node-only: src/lib may not import it.' },
            {
              regex: '^(node:(sqlite|http|https|http2|net|tls|dgram|worker_threads)|pg|undici)$',
              message: 'src/lib holds pure rules: no database or network module.',
            },
          ],
        },
      ],
    },
  },
  {
    // The enquiry's browser-safe half and the islands are bundled for the browser: they may not reach Node-only code.
    files: ['src/lib/enquiry/shared/**', 'src/components/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)enquiry/server(/|$)', message: 'Node-only enquiry code: the browser may import src/lib/enquiry/shared/ only.' },
            { regex: '^(node:|pg$|undici$)', message: 'Node-only: this file is bundled for the browser.' },
          ],
        },
      ],
    },
  },
  {
    // Tests read the editors' YAML as it is written, without a type for every file.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
