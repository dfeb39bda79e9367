import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Debian's Chromium, as every browser test and script launches it (as root, with no network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The fonts the test browser may use: only those in tests/fontconfig/fonts.conf,
 * never the machine's, so screenshot comparisons pass wherever they run.
 */
export const TEST_FONTCONFIG_FILE = fileURLToPath(new URL('./fontconfig/fonts.conf', import.meta.url));
const TEST_FONTS = ['noto-sans', 'noto-sans-devanagari'].map((name) => new URL(`../node_modules/@expo-google-fonts/${name}`, import.meta.url));
for (const dir of TEST_FONTS) {
  if (!existsSync(dir)) throw new Error(`The test fonts are missing (${fileURLToPath(dir)}): run npm install`);
}

/** The environment of the test browser: the machine's, with the project's fonts only. */
export const TEST_BROWSER_ENV = { ...process.env, FONTCONFIG_FILE: TEST_FONTCONFIG_FILE };
