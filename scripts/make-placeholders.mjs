/**
 * Writes the small placeholder illustrations used until real photographs
 * arrive (src/assets/placeholders). Flat shapes keep each file a few KB.
 * Run: node scripts/make-placeholders.mjs NAME WIDTH HEIGHT "Label" [hue]
 * or with no arguments to write the default set.
 */
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';

const OUT = 'src/assets/placeholders';

function svg(width, height, label, hue) {
  const sky = `hsl(${hue} 45% 86%)`;
  const far = `hsl(${hue} 30% 68%)`;
  const near = `hsl(${hue} 35% 42%)`;
  const h = height;
  const w = width;
  // A quiet campus silhouette: sky, hills, a building with windows, and a label.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${sky}"/>
  <circle cx="${w * 0.82}" cy="${h * 0.22}" r="${h * 0.08}" fill="hsl(45 90% 80%)"/>
  <path d="M0 ${h * 0.7} Q ${w * 0.25} ${h * 0.5} ${w * 0.5} ${h * 0.66} T ${w} ${h * 0.6} V ${h} H 0 Z" fill="${far}"/>
  <rect x="${w * 0.3}" y="${h * 0.38}" width="${w * 0.4}" height="${h * 0.42}" fill="${near}"/>
  <polygon points="${w * 0.28},${h * 0.4} ${w * 0.5},${h * 0.26} ${w * 0.72},${h * 0.4}" fill="${near}"/>
  ${Array.from({ length: 5 }, (_, i) => `<rect x="${w * (0.34 + i * 0.07)}" y="${h * 0.47}" width="${w * 0.04}" height="${h * 0.1}" fill="${sky}"/>`).join('')}
  <rect x="${w * 0.46}" y="${h * 0.64}" width="${w * 0.08}" height="${h * 0.16}" fill="${sky}"/>
  <rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="hsl(${hue} 25% 30%)"/>
  <text x="${w / 2}" y="${h * 0.92}" font-family="sans-serif" font-size="${Math.round(h * 0.07)}" fill="#fff" text-anchor="middle">${label}</text>
</svg>`;
}

function person() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
  <rect width="300" height="300" fill="#d6d6d6"/>
  <circle cx="150" cy="118" r="58" fill="#9e9e9e"/>
  <path d="M40 300 C 50 210 250 210 260 300 Z" fill="#9e9e9e"/>
</svg>`;
}

async function write(name, markup) {
  mkdirSync(OUT, { recursive: true });
  await sharp(Buffer.from(markup)).jpeg({ quality: 72, mozjpeg: true }).toFile(`${OUT}/${name}.jpg`);
}

const [name, width, height, label, hue] = process.argv.slice(2);
if (name) {
  await write(name, svg(Number(width), Number(height), label ?? '', Number(hue ?? 210)));
} else {
  const slides = ['Campus', 'Library', 'Laboratories', 'Sports', 'Convocation'];
  for (const [i, label] of slides.entries()) await write(`slide-${i + 1}`, svg(1600, 640, label, 200 + i * 25));
  const schools = ['Engineering', 'Pharmacy', 'Management', 'Computer Applications', 'Applied Sciences', 'Humanities'];
  for (const [i, label] of schools.entries()) await write(`school-${i + 1}`, svg(640, 400, label, 180 + i * 30));
  await write('social-card', svg(1200, 630, 'Sample University, Noida', 215));
  await write('person', person());
}
