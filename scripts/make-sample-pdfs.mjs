/**
 * Writes the sample PDFs that stand in for documents the specification names
 * but does not supply: every entry of documents.yaml marked `sample` whose
 * href is a file under public/documents/. Each is one A4 page that says, in
 * large letters, that it is a SAMPLE and not an official document, with the
 * entry's title, so a sample can never be mistaken for a decision of the
 * university. The content report lists these entries as samples (their
 * `sample` marker); the examination office replaces the file with the real one.
 * Run: node scripts/make-sample-pdfs.mjs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseYaml } from '../src/content-io/yaml.ts';

const DOCUMENTS = 'src/content/data/documents.yaml';

/** PDF's standard fonts know Latin-1 only: the few other characters titles use, in ASCII. */
const ascii = (text) =>
  String(text)
    .replace(/[–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);

/** A title broken into lines of at most `width` characters. */
function lines(text, width) {
  const out = [''];
  for (const word of text.split(' ')) {
    if (out.at(-1).length + word.length + 1 > width && out.at(-1)) out.push('');
    out[out.length - 1] = `${out.at(-1)} ${word}`.trim();
  }
  return out;
}

/** One A4 page: SAMPLE across it, the title, and what the file is. */
export function samplePdf(title) {
  const text = [
    // SAMPLE in 100 pt Helvetica Bold is about 417 pt wide: centred on the 595 pt page.
    'BT /F1 100 Tf 0.85 0.1 0.1 rg 1 0 0 1 89 580 Tm (SAMPLE) Tj ET',
    'BT /F1 16 Tf 0 0 0 rg 1 0 0 1 72 470 Tm 20 TL',
    ...lines(ascii(title), 60).map((line) => `(${line}) Tj T*`),
    'ET',
    'BT /F1 12 Tf 0.3 0.3 0.3 rg 1 0 0 1 72 360 Tm 16 TL',
    '(This is a sample file in a website under construction. It is not an official) Tj T*',
    '(document of the university and records no decision, result or approval.) Tj T*',
    '(The examination office replaces it with the published document.) Tj T*',
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(pdf);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'));
if (isMain) {
  for (const doc of parseYaml(readFileSync(DOCUMENTS, 'utf8'))) {
    if (!doc.sample || !/^\/documents\/.+\.pdf$/.test(String(doc.href))) continue;
    const file = join('public', doc.href);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, samplePdf(doc.title));
    console.log(`${file}: SAMPLE for "${doc.title}"`);
  }
}
