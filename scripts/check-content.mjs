#!/usr/bin/env node
/**
 * Checks all content (every collection of src/schemas/index.ts) and prints
 * every problem at once: file, line, field, what is wrong, how to fix it.
 * Exits 1 when there is any problem. Texts still without their Hindi are
 * listed after, for the Hindi editor, and never fail the check: Hindi pages
 * show them in English, marked as not yet translated. Run from the project folder:
 *   node scripts/check-content.mjs
 */
import { contentCheckReport } from './lib/content-check/report.mjs';

const { status, output } = await contentCheckReport(process.cwd());
if (status === 2) console.error(output);
else console.log(output);
process.exitCode = status;
