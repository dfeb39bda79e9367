#!/usr/bin/env node
/**
 * `npm run new -- page <route> "<title>"`
 * `npm run new -- faculty <department> "<name>"`
 * `npm run new -- document <category> "<title>"`
 * Creates a valid piece of content from scripts/templates/ in the right place
 * (see scripts/lib/scaffold/scaffold.mjs); refuses a route or file that already exists.
 * `npm run new -- component <Name> "<summary>"`
 * Creates a component's folder with its gallery fixtures (scripts/lib/scaffold/component.mjs).
 */
import { scaffoldComponent } from './lib/scaffold/component.mjs';
import { KINDS, scaffold, ScaffoldError } from './lib/scaffold/scaffold.mjs';

const [kind, group, ...rest] = process.argv.slice(2);
const title = rest.join(' ');
if (kind === 'component') {
  try {
    const { folder, files } = scaffoldComponent({ name: group, summary: title });
    for (const file of files) console.log(`Created ${file}`);
    console.log(`Next: write the component in ${folder}/${group}.astro and its examples in ${folder}/${group}.fixtures.ts (the props a page would pass).`);
    console.log(`Next: delete ${folder}/mdx.ts if pages should not use <${group} /> by name.`);
    console.log('Then look at it in the gallery (npm run dev, /gallery) and run `npm run check`.');
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(`Not created: ${error.message}`);
    process.exitCode = 1;
  }
  process.exit();
}
if (!kind || !KINDS[kind]) {
  console.log(
    [
      'Usage:',
      ...Object.entries(KINDS).map(([k, s]) => `  npm run new -- ${k} <${s.group}> "<${k === 'faculty' ? 'name' : 'title'}>"`),
      '  npm run new -- component <Name> "<summary>"',
    ].join('\n'),
  );
  process.exit(kind ? 1 : 0);
}
const NEXT = {
  page: (r) => [
    `Open ${r.file} and write the page. It is marked sample: true until you replace the placeholder text.`,
    `To put it in the menu, add { label, href: /${group.replace(/^\/+|\/+$/g, '')} } under the right section of src/content/data/navigation.yaml.`,
  ],
  faculty: (r) => [`Open ${r.file} and fill in the profile (all fields: docs/content-reference.md#people), then delete "sample: true".`],
  document: (r) => [
    `Entry "${r.id}" added to ${r.file}. Put the file under public/documents/ and replace "href: pending" with its path, e.g. /documents/${r.id}.pdf.`,
  ],
};
try {
  const result = await scaffold({ root: process.cwd(), kind, group, title });
  console.log(`${result.created ? 'Created' : 'Updated'} ${result.file}`);
  for (const line of NEXT[kind](result)) console.log(`Next: ${line}`);
  for (const gap of result.hindi) console.log(`Next: its Hindi: ${gap.fix}.`);
  console.log('Then run `npm run check` and `npm run content:report`.');
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(`Not created: ${error.message}`);
  process.exitCode = 1;
}
