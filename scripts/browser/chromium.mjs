/**
 * The one way the project starts a browser: Debian's Chromium (or CHROMIUM_PATH),
 * as root, with no network, seeing only the project's fonts (fonts.conf beside
 * this file, fonts from npm), never the machine's, so pages render the same
 * wherever they are tested, pictured or measured. Playwright drives it for the
 * browser tests (its config's `launchOptions`), the screenshots and the change
 * report's pictures; Lighthouse drives it for the benchmark.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The only fonts the browser may use. */
export const FONTCONFIG_FILE = fileURLToPath(new URL('./fonts.conf', import.meta.url));
const FONTS = ['noto-sans', 'noto-sans-devanagari'].map((name) => new URL(`../../node_modules/@expo-google-fonts/${name}`, import.meta.url));
for (const dir of FONTS) {
  if (!existsSync(dir)) throw new Error(`The browser's fonts are missing (${fileURLToPath(dir)}): run npm install`);
}

/** The browser's environment: the machine's, with the project's fonts only. */
const BROWSER_ENV = { ...process.env, FONTCONFIG_FILE };

/** Playwright's launch options: `launchOptions` in its config, `chromium.launch` in scripts. */
export const LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, env: BROWSER_ENV };

/** The browser, driven by Playwright. */
export const launchChromium = () => chromium.launch(LAUNCH_OPTIONS);

/** The browser for Lighthouse, which drives it through its debugging port (`port` of the result; `kill()` ends it). */
export const launchForLighthouse = () =>
  chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], envVars: BROWSER_ENV });
