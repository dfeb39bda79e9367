/**
 * Writes the small placeholder illustrations used until real photographs
 * arrive (src/assets/placeholders). Flat shapes keep each file a few KB. They
 * hold no words: a crop or a translation never cuts or contradicts them, and
 * the alternative text in the content says what each stands for.
 * Run: node scripts/make-placeholders.mjs NAME WIDTH HEIGHT [hue] [campus|poster|clipping]
 * or with no arguments to write the whole set below.
 */
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';

const OUT = 'src/assets/placeholders';

/** A quiet campus silhouette: sky, sun, hills and a building with windows. */
function campus(w, h, hue) {
  const sky = `hsl(${hue} 45% 86%)`;
  const far = `hsl(${hue} 30% 68%)`;
  const near = `hsl(${hue} 35% 42%)`;
  return `<rect width="${w}" height="${h}" fill="${sky}"/>
  <circle cx="${w * 0.82}" cy="${h * 0.22}" r="${h * 0.08}" fill="hsl(45 90% 80%)"/>
  <path d="M0 ${h * 0.7} Q ${w * 0.25} ${h * 0.5} ${w * 0.5} ${h * 0.66} T ${w} ${h * 0.6} V ${h} H 0 Z" fill="${far}"/>
  <rect x="${w * 0.3}" y="${h * 0.38}" width="${w * 0.4}" height="${h * 0.42}" fill="${near}"/>
  <polygon points="${w * 0.28},${h * 0.4} ${w * 0.5},${h * 0.26} ${w * 0.72},${h * 0.4}" fill="${near}"/>
  ${Array.from({ length: 5 }, (_, i) => `<rect x="${w * (0.34 + i * 0.07)}" y="${h * 0.47}" width="${w * 0.04}" height="${h * 0.1}" fill="${sky}"/>`).join('')}
  <rect x="${w * 0.46}" y="${h * 0.64}" width="${w * 0.08}" height="${h * 0.16}" fill="${sky}"/>
  <rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="hsl(${hue} 25% 30%)"/>`;
}

/** A printed notice: a coloured band, a picture block and lines of grey in place of text. */
function poster(w, h, hue) {
  const lines = Array.from(
    { length: 5 },
    (_, i) => `<rect x="${w * 0.12}" y="${h * (0.62 + i * 0.06)}" width="${w * (i === 4 ? 0.45 : 0.76)}" height="${h * 0.025}" fill="#c9c9c9"/>`,
  );
  return `<rect width="${w}" height="${h}" fill="#fafafa"/>
  <rect width="${w}" height="${h * 0.16}" fill="hsl(${hue} 45% 42%)"/>
  <rect x="${w * 0.12}" y="${h * 0.22}" width="${w * 0.76}" height="${h * 0.34}" fill="hsl(${hue} 40% 84%)"/>
  <circle cx="${w * 0.5}" cy="${h * 0.39}" r="${w * 0.1}" fill="hsl(${hue} 35% 62%)"/>
  ${lines.join('')}`;
}

/** A newspaper cutting: a headline bar and two columns of grey lines. */
function clipping(w, h, hue) {
  const column = (x) =>
    Array.from(
      { length: 9 },
      (_, i) => `<rect x="${x}" y="${h * (0.34 + i * 0.065)}" width="${w * (i === 8 ? 0.2 : 0.36)}" height="${h * 0.03}" fill="#bdbdbd"/>`,
    ).join('');
  return `<rect width="${w}" height="${h}" fill="hsl(${hue} 30% 88%)"/>
  <rect x="${w * 0.06}" y="${h * 0.06}" width="${w * 0.88}" height="${h * 0.88}" fill="#fbf8f0"/>
  <rect x="${w * 0.1}" y="${h * 0.12}" width="${w * 0.8}" height="${h * 0.09}" fill="hsl(${hue} 25% 35%)"/>
  ${column(w * 0.1)}${column(w * 0.54)}`;
}

/** A head and shoulders in grey: a person without a photograph. */
function person(w, h) {
  return `<rect width="${w}" height="${h}" fill="#d6d6d6"/>
  <circle cx="${w * 0.5}" cy="${h * 0.39}" r="${w * 0.19}" fill="#9e9e9e"/>
  <path d="M${w * 0.13} ${h} C ${w * 0.17} ${h * 0.7} ${w * 0.83} ${h * 0.7} ${w * 0.87} ${h} Z" fill="#9e9e9e"/>`;
}

const MOTIFS = { campus, poster, clipping, person };

/** name: [width, height, hue, motif]. Hues vary so neighbouring pictures in a carousel or grid are told apart. */
const SET = {
  'ad-faculty': [600, 850, 12, 'poster'],
  'ad-phd': [600, 850, 227, 'poster'],
  admissions: [1200, 480, 26, 'campus'],
  'apply-online': [480, 300, 26, 'campus'],
  'hostel-banner': [1200, 400, 249, 'campus'],
  'trees-banner': [1200, 400, 118, 'campus'],
  'waste-banner': [1200, 400, 92, 'campus'],
  'social-card': [1200, 630, 214, 'campus'],
  person: [300, 300, 0, 'person'],
  ...series('slide', 5, [1600, 640], 200, 25),
  ...series('school', 6, [640, 400], 180, 30),
  ...series('gallery', 9, [1000, 600], 36, 37),
  ...series('media', 5, [800, 600], 219, 20, 'clipping'),
  ...series('amenities-center', 2, [1000, 600], 281, 21),
  ...series('bank-atm', 2, [1000, 600], 200, 14),
  ...series('canteen', 2, [1000, 600], 21, -13),
  ...series('guest-house', 3, [1000, 600], 30, 14),
  ...series('library', 4, [1000, 600], 171, 12),
  ...series('medical', 2, [1000, 600], 354, -7),
  ...series('sports', 3, [1000, 600], 107, 18),
  ...Object.fromEntries(
    Object.entries({
      computer: 267,
      'herbal-garden': 292,
      library: 329,
      microbiology: 249,
      museum: 311,
      'pharmaceutical-analysis': 190,
      'pharmaceutical-chemistry': 171,
      pharmaceutics: 149,
      pharmacognosy: 232,
      pharmacology: 210,
    }).map(([lab, hue]) => [`lab-${lab}`, [640, 400, hue, 'campus']]),
  ),
};

/** name-1 … name-count, the hue stepping by `step`. */
function series(name, count, [width, height], hue, step, motif = 'campus') {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`${name}-${i + 1}`, [width, height, (hue + i * step + 360) % 360, motif]]));
}

async function write(name, width, height, hue, motif) {
  const draw = MOTIFS[motif];
  if (!draw) throw new Error(`unknown motif "${motif}": use ${Object.keys(MOTIFS).join(', ')}`);
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${draw(width, height, hue)}</svg>`;
  mkdirSync(OUT, { recursive: true });
  await sharp(Buffer.from(markup)).jpeg({ quality: 72, mozjpeg: true }).toFile(`${OUT}/${name}.jpg`);
}

const [name, width, height, hue, motif] = process.argv.slice(2);
if (name) await write(name, Number(width), Number(height), Number(hue ?? 210), motif ?? 'campus');
else for (const [file, [w, h, hue, kind]] of Object.entries(SET)) await write(file, w, h, hue, kind);
