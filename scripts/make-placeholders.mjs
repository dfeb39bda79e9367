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

/** The sky, a far hill and the ground every outdoor scene stands on. */
function ground(w, h, hue) {
  return `<rect width="${w}" height="${h}" fill="hsl(${hue} 45% 86%)"/>
  <path d="M0 ${h * 0.72} Q ${w * 0.3} ${h * 0.58} ${w * 0.6} ${h * 0.7} T ${w} ${h * 0.64} V ${h} H 0 Z" fill="hsl(${hue} 30% 70%)"/>
  <rect y="${h * 0.82}" width="${w}" height="${h * 0.18}" fill="hsl(${hue} 25% 34%)"/>`;
}

/** An indoor scene: a wall and a floor. */
function room(w, h, hue) {
  return `<rect width="${w}" height="${h}" fill="hsl(${hue} 30% 90%)"/><rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="hsl(${hue} 20% 62%)"/>`;
}

/** Shelves of books in many colours: a library. */
function library(w, h, hue) {
  const shelves = [0.2, 0.38, 0.56].map((y) => {
    const books = Array.from({ length: 18 }, (_, i) => {
      const x = w * (0.12 + i * 0.042);
      const tall = h * (0.12 + ((i * 7) % 5) * 0.01);
      return `<rect x="${x}" y="${h * (y + 0.16) - tall}" width="${w * 0.034}" height="${tall}" fill="hsl(${(hue + i * 47) % 360} 45% ${45 + (i % 3) * 10}%)"/>`;
    }).join('');
    return `${books}<rect x="${w * 0.1}" y="${h * (y + 0.16)}" width="${w * 0.8}" height="${h * 0.02}" fill="hsl(${hue} 30% 30%)"/>`;
  });
  return `${room(w, h, hue)}<rect x="${w * 0.1}" y="${h * 0.16}" width="${w * 0.8}" height="${h * 0.6}" fill="hsl(${hue} 25% 78%)"/>${shelves.join('')}`;
}

/** A bench with flasks and a beaker: a laboratory. */
function laboratory(w, h, hue) {
  const flask = (x, tone) =>
    `<path d="M${x - w * 0.02} ${h * 0.36} h ${w * 0.04} v ${h * 0.12} l ${w * 0.06} ${h * 0.16} h ${-w * 0.16} l ${w * 0.06} ${-h * 0.16} Z" fill="hsl(${tone} 55% 70%)" stroke="hsl(${hue} 25% 35%)" stroke-width="${w * 0.004}"/>`;
  return `${room(w, h, hue)}<rect x="${w * 0.06}" y="${h * 0.64}" width="${w * 0.88}" height="${h * 0.06}" fill="hsl(${hue} 25% 35%)"/>
  <rect x="${w * 0.1}" y="${h * 0.7}" width="${w * 0.04}" height="${h * 0.3}" fill="hsl(${hue} 25% 35%)"/><rect x="${w * 0.86}" y="${h * 0.7}" width="${w * 0.04}" height="${h * 0.3}" fill="hsl(${hue} 25% 35%)"/>
  ${flask(w * 0.28, (hue + 120) % 360)}${flask(w * 0.5, (hue + 200) % 360)}
  <rect x="${w * 0.66}" y="${h * 0.44}" width="${w * 0.12}" height="${h * 0.2}" fill="hsl(${(hue + 60) % 360} 55% 75%)" stroke="hsl(${hue} 25% 35%)" stroke-width="${w * 0.004}"/>`;
}

/** A running track round a green field with a goal: a sports ground. */
function sports(w, h, hue) {
  return `<rect width="${w}" height="${h}" fill="hsl(${hue} 45% 86%)"/>
  <ellipse cx="${w / 2}" cy="${h * 0.66}" rx="${w * 0.46}" ry="${h * 0.3}" fill="hsl(10 45% 55%)"/>
  <ellipse cx="${w / 2}" cy="${h * 0.66}" rx="${w * 0.38}" ry="${h * 0.22}" fill="hsl(120 35% 48%)"/>
  <ellipse cx="${w / 2}" cy="${h * 0.66}" rx="${w * 0.42}" ry="${h * 0.26}" fill="none" stroke="#fff" stroke-width="${h * 0.006}"/>
  <line x1="${w / 2}" y1="${h * 0.44}" x2="${w / 2}" y2="${h * 0.88}" stroke="#fff" stroke-width="${h * 0.006}"/>
  <path d="M${w * 0.2} ${h * 0.7} v ${-h * 0.1} h ${w * 0.05} v ${h * 0.1}" fill="none" stroke="#fff" stroke-width="${h * 0.01}"/>`;
}

/** Columns under a pediment above wide steps: a hall for ceremonies and lectures. */
function hall(w, h, hue) {
  const stone = `hsl(${hue} 20% 78%)`;
  const columns = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${w * (0.27 + i * 0.09)}" y="${h * 0.36}" width="${w * 0.035}" height="${h * 0.32}" fill="${stone}"/>`,
  );
  return `${ground(w, h, hue)}<polygon points="${w * 0.22},${h * 0.36} ${w * 0.5},${h * 0.16} ${w * 0.78},${h * 0.36}" fill="hsl(${hue} 25% 64%)"/>
  <rect x="${w * 0.24}" y="${h * 0.36}" width="${w * 0.52}" height="${h * 0.32}" fill="hsl(${hue} 30% 40%)"/>${columns.join('')}
  <rect x="${w * 0.2}" y="${h * 0.68}" width="${w * 0.6}" height="${h * 0.05}" fill="${stone}"/><rect x="${w * 0.16}" y="${h * 0.73}" width="${w * 0.68}" height="${h * 0.05}" fill="hsl(${hue} 20% 70%)"/>`;
}

/** A tall block with rows of small windows: a residence (hostel or guest house). */
function residence(w, h, hue) {
  const windows = [];
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 6; col++)
      windows.push(`<rect x="${w * (0.32 + col * 0.06)}" y="${h * (0.24 + row * 0.13)}" width="${w * 0.035}" height="${h * 0.07}" fill="hsl(45 80% 82%)"/>`);
  return `${ground(w, h, hue)}<rect x="${w * 0.29}" y="${h * 0.18}" width="${w * 0.4}" height="${h * 0.64}" fill="hsl(${hue} 30% 45%)"/>${windows.join('')}
  <rect x="${w * 0.46}" y="${h * 0.72}" width="${w * 0.06}" height="${h * 0.1}" fill="hsl(${hue} 20% 25%)"/>`;
}

/** Tables and stools: a canteen. */
function canteen(w, h, hue) {
  const table = (x) =>
    `<ellipse cx="${x}" cy="${h * 0.6}" rx="${w * 0.09}" ry="${h * 0.03}" fill="hsl(${hue} 35% 40%)"/><rect x="${x - w * 0.008}" y="${h * 0.6}" width="${w * 0.016}" height="${h * 0.18}" fill="hsl(${hue} 35% 40%)"/>
    <rect x="${x - w * 0.13}" y="${h * 0.68}" width="${w * 0.05}" height="${h * 0.1}" fill="hsl(${(hue + 180) % 360} 40% 55%)"/><rect x="${x + w * 0.08}" y="${h * 0.68}" width="${w * 0.05}" height="${h * 0.1}" fill="hsl(${(hue + 180) % 360} 40% 55%)"/>`;
  return `${room(w, h, hue)}<rect x="${w * 0.1}" y="${h * 0.14}" width="${w * 0.8}" height="${h * 0.1}" fill="hsl(${hue} 45% 55%)"/>${table(w * 0.3)}${table(w * 0.7)}`;
}

/** A kiosk with a screen and keypad: a bank's cash machine. */
function bank(w, h, hue) {
  const keys = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${w * (0.45 + (i % 3) * 0.035)}" y="${h * (0.52 + Math.floor(i / 3) * 0.05)}" width="${w * 0.025}" height="${h * 0.035}" fill="hsl(${hue} 15% 85%)"/>`,
  );
  return `${room(w, h, hue)}<rect x="${w * 0.38}" y="${h * 0.18}" width="${w * 0.24}" height="${h * 0.6}" rx="${w * 0.01}" fill="hsl(${hue} 40% 35%)"/>
  <rect x="${w * 0.42}" y="${h * 0.24}" width="${w * 0.16}" height="${h * 0.2}" fill="hsl(190 60% 75%)"/>${keys.join('')}`;
}

/** A counter with shelves of goods behind it: a shop or service counter. */
function counter(w, h, hue) {
  const goods = Array.from(
    { length: 10 },
    (_, i) =>
      `<rect x="${w * (0.16 + i * 0.07)}" y="${h * (i % 2 ? 0.24 : 0.36)}" width="${w * 0.05}" height="${h * 0.08}" fill="hsl(${(hue + i * 36) % 360} 45% 60%)"/>`,
  );
  return `${room(w, h, hue)}${goods.join('')}<rect x="${w * 0.12}" y="${h * 0.56}" width="${w * 0.76}" height="${h * 0.22}" fill="hsl(${hue} 35% 42%)"/>`;
}

/** Trees and beds of plants: a garden. */
function garden(w, h, hue) {
  const tree = (x, s) =>
    `<rect x="${x - w * 0.012}" y="${h * 0.5}" width="${w * 0.024}" height="${h * 0.32}" fill="hsl(25 40% 32%)"/><circle cx="${x}" cy="${h * 0.44}" r="${h * s}" fill="hsl(${110 + (hue % 40)} 40% 40%)"/>`;
  return `${ground(w, h, 110)}${tree(w * 0.22, 0.16)}${tree(w * 0.5, 0.2)}${tree(w * 0.78, 0.14)}
  <rect x="${w * 0.1}" y="${h * 0.86}" width="${w * 0.8}" height="${h * 0.05}" fill="hsl(${hue} 50% 60%)"/>`;
}

/** A vase on a pedestal under a spotlight: a museum. */
function museum(w, h, hue) {
  return `${room(w, h, hue)}<polygon points="${w * 0.42},0 ${w * 0.58},0 ${w * 0.7},${h * 0.78} ${w * 0.3},${h * 0.78}" fill="hsl(50 80% 92%)"/>
  <rect x="${w * 0.42}" y="${h * 0.56}" width="${w * 0.16}" height="${h * 0.22}" fill="hsl(${hue} 15% 55%)"/>
  <path d="M${w * 0.47} ${h * 0.32} h ${w * 0.06} q ${w * 0.06} ${h * 0.1} 0 ${h * 0.24} h ${-w * 0.06} q ${-w * 0.06} ${-h * 0.14} 0 ${-h * 0.24} Z" fill="hsl(${hue} 55% 45%)"/>`;
}

/** Screens on a long desk: a computer room. */
function computers(w, h, hue) {
  const screen = (x) =>
    `<rect x="${x}" y="${h * 0.36}" width="${w * 0.16}" height="${h * 0.18}" rx="${w * 0.005}" fill="hsl(${hue} 25% 25%)"/><rect x="${x + w * 0.01}" y="${h * 0.38}" width="${w * 0.14}" height="${h * 0.14}" fill="hsl(${hue} 60% 70%)"/><rect x="${x + w * 0.07}" y="${h * 0.54}" width="${w * 0.02}" height="${h * 0.06}" fill="hsl(${hue} 25% 25%)"/>`;
  return `${room(w, h, hue)}${screen(w * 0.12)}${screen(w * 0.42)}${screen(w * 0.72)}<rect x="${w * 0.06}" y="${h * 0.6}" width="${w * 0.88}" height="${h * 0.05}" fill="hsl(${hue} 30% 38%)"/>`;
}

/** Curtains either side of a lit stage: a cultural evening or a ceremony on stage. */
function stage(w, h, hue) {
  const curtain = `hsl(${hue} 55% 38%)`;
  return `<rect width="${w}" height="${h}" fill="hsl(${hue} 25% 18%)"/><ellipse cx="${w / 2}" cy="${h * 0.6}" rx="${w * 0.26}" ry="${h * 0.22}" fill="hsl(48 85% 80%)"/>
  <rect y="${h * 0.74}" width="${w}" height="${h * 0.26}" fill="hsl(${hue} 30% 30%)"/>
  <path d="M0 0 H ${w * 0.26} Q ${w * 0.2} ${h * 0.4} ${w * 0.24} ${h * 0.74} H 0 Z" fill="${curtain}"/><path d="M${w} 0 H ${w * 0.74} Q ${w * 0.8} ${h * 0.4} ${w * 0.76} ${h * 0.74} H ${w} Z" fill="${curtain}"/>
  <rect width="${w}" height="${h * 0.1}" fill="${curtain}"/>`;
}

/** A board and rows of seats: a lecture. */
function lecture(w, h, hue) {
  const seats = [];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 7; col++)
      seats.push(
        `<rect x="${w * (0.12 + col * 0.11 + row * 0.02)}" y="${h * (0.6 + row * 0.12)}" width="${w * 0.08}" height="${h * 0.07}" fill="hsl(${hue} 35% ${40 + row * 8}%)"/>`,
      );
  return `${room(w, h, hue)}<rect x="${w * 0.22}" y="${h * 0.1}" width="${w * 0.56}" height="${h * 0.3}" fill="hsl(150 25% 28%)"/>
  <rect x="${w * 0.3}" y="${h * 0.18}" width="${w * 0.3}" height="${h * 0.02}" fill="#e8e8e8"/><rect x="${w * 0.3}" y="${h * 0.25}" width="${w * 0.22}" height="${h * 0.02}" fill="#e8e8e8"/>${seats.join('')}`;
}

/** A bed under a window: a room to stay in. */
function bedroom(w, h, hue) {
  return `${room(w, h, hue)}<rect x="${w * 0.6}" y="${h * 0.14}" width="${w * 0.22}" height="${h * 0.28}" fill="hsl(200 60% 82%)" stroke="hsl(${hue} 25% 45%)" stroke-width="${w * 0.008}"/>
  <rect x="${w * 0.12}" y="${h * 0.5}" width="${w * 0.4}" height="${h * 0.18}" fill="hsl(${hue} 45% 60%)"/><rect x="${w * 0.12}" y="${h * 0.42}" width="${w * 0.1}" height="${h * 0.1}" rx="${w * 0.01}" fill="#f4f4f4"/>
  <rect x="${w * 0.1}" y="${h * 0.36}" width="${w * 0.02}" height="${h * 0.42}" fill="hsl(${hue} 25% 35%)"/>`;
}

/** Sofas round a low table: a lounge. */
function lounge(w, h, hue) {
  const sofa = (x) =>
    `<rect x="${x}" y="${h * 0.48}" width="${w * 0.28}" height="${h * 0.14}" rx="${w * 0.02}" fill="hsl(${hue} 45% 45%)"/><rect x="${x}" y="${h * 0.6}" width="${w * 0.28}" height="${h * 0.12}" fill="hsl(${hue} 45% 38%)"/>`;
  return `${room(w, h, hue)}${sofa(w * 0.08)}${sofa(w * 0.64)}<rect x="${w * 0.42}" y="${h * 0.64}" width="${w * 0.16}" height="${h * 0.04}" fill="hsl(30 35% 40%)"/><circle cx="${w * 0.5}" cy="${h * 0.6}" r="${h * 0.03}" fill="hsl(120 35% 45%)"/>`;
}

/** Long tables with reading lamps: a reading room. */
function reading(w, h, hue) {
  const desk = (y) =>
    `<rect x="${w * 0.1}" y="${h * y}" width="${w * 0.8}" height="${h * 0.04}" fill="hsl(30 35% 40%)"/>` +
    [0.22, 0.5, 0.78]
      .map(
        (x) =>
          `<rect x="${w * x - w * 0.004}" y="${h * (y - 0.1)}" width="${w * 0.008}" height="${h * 0.1}" fill="#555"/><path d="M${w * x - w * 0.04} ${h * (y - 0.1)} h ${w * 0.08} l ${-w * 0.02} ${-h * 0.06} h ${-w * 0.04} Z" fill="hsl(48 85% 62%)"/>`,
      )
      .join('');
  return `${room(w, h, hue)}${desk(0.48)}${desk(0.74)}`;
}

/** A court with its lines and a hoop: basketball. */
function court(w, h, hue) {
  return `<rect width="${w}" height="${h}" fill="hsl(${hue} 40% 86%)"/><rect x="${w * 0.08}" y="${h * 0.4}" width="${w * 0.84}" height="${h * 0.5}" fill="hsl(25 50% 55%)"/>
  <rect x="${w * 0.1}" y="${h * 0.43}" width="${w * 0.8}" height="${h * 0.44}" fill="none" stroke="#fff" stroke-width="${h * 0.008}"/><circle cx="${w / 2}" cy="${h * 0.65}" r="${h * 0.08}" fill="none" stroke="#fff" stroke-width="${h * 0.008}"/>
  <rect x="${w * 0.86}" y="${h * 0.12}" width="${w * 0.012}" height="${h * 0.4}" fill="#666"/><rect x="${w * 0.8}" y="${h * 0.12}" width="${w * 0.08}" height="${h * 0.1}" fill="#fafafa" stroke="#666" stroke-width="${w * 0.003}"/><ellipse cx="${w * 0.8}" cy="${h * 0.24}" rx="${w * 0.03}" ry="${h * 0.012}" fill="none" stroke="hsl(10 80% 50%)" stroke-width="${h * 0.008}"/>`;
}

const MOTIFS = {
  bedroom,
  lounge,
  reading,
  court,
  stage,
  lecture,
  campus,
  poster,
  clipping,
  person,
  library,
  laboratory,
  sports,
  hall,
  residence,
  canteen,
  bank,
  counter,
  garden,
  museum,
  computers,
};

/**
 * name: [width, height, hue, motif]. Each picture is drawn as what its alternative text says it shows (a library as
 * shelves of books, a sports ground as a track round a field), so no two pictures are one drawing under different
 * descriptions; hues vary so neighbouring pictures in a carousel or grid are told apart.
 */
const SET = {
  'ad-faculty': [600, 850, 12, 'poster'],
  'ad-phd': [600, 850, 227, 'poster'],
  'apply-online': [480, 300, 26, 'campus'],
  'hostel-banner': [1200, 400, 249, 'residence'],
  'trees-banner': [1200, 400, 118, 'garden'],
  'waste-banner': [1200, 400, 92, 'garden'],
  'social-card': [1200, 630, 214, 'campus'],
  person: [300, 300, 0, 'person'],
  ...pictures([1600, 640], {
    'slide-1': [200, 'campus'],
    'slide-2': [225, 'library'],
    'slide-3': [250, 'laboratory'],
    'slide-4': [275, 'sports'],
    'slide-5': [300, 'hall'],
  }),
  ...series('school', 6, [640, 400], 180, 30),
  ...pictures([1000, 600], {
    'gallery-1': [36, 'hall'],
    'gallery-2': [73, 'campus'],
    'gallery-3': [110, 'sports'],
    'gallery-4': [147, 'stage'],
    'gallery-5': [184, 'laboratory'],
    'gallery-6': [221, 'library'],
    'gallery-7': [258, 'lecture'],
    'gallery-8': [295, 'garden'],
    'gallery-9': [332, 'computers'],
  }),
  ...series('media', 5, [800, 600], 219, 20, 'clipping'),
  ...pictures([1000, 600], {
    'amenities-center-1': [281, 'counter'],
    'amenities-center-2': [302, 'canteen'],
    'bank-atm-1': [200, 'counter'],
    'bank-atm-2': [214, 'bank'],
    'canteen-1': [21, 'canteen'],
    'canteen-2': [8, 'canteen'],
    'guest-house-1': [30, 'residence'],
    'guest-house-2': [44, 'bedroom'],
    'guest-house-3': [58, 'lounge'],
    'library-1': [171, 'hall'],
    'library-2': [183, 'reading'],
    'library-3': [195, 'library'],
    'library-4': [207, 'computers'],
    'medical-1': [354, 'campus'],
    'medical-2': [347, 'counter'],
    'sports-1': [107, 'sports'],
    'sports-2': [125, 'hall'],
    'sports-3': [143, 'court'],
  }),
  ...pictures([640, 400], {
    'lab-computer': [267, 'computers'],
    'lab-herbal-garden': [292, 'garden'],
    'lab-library': [329, 'library'],
    'lab-microbiology': [249, 'laboratory'],
    'lab-museum': [311, 'museum'],
    'lab-pharmaceutical-analysis': [190, 'laboratory'],
    'lab-pharmaceutical-chemistry': [171, 'laboratory'],
    'lab-pharmaceutics': [149, 'laboratory'],
    'lab-pharmacognosy': [232, 'garden'],
    'lab-pharmacology': [210, 'laboratory'],
  }),
};

/** Pictures of one size: name → [hue, motif]. */
function pictures([width, height], named) {
  return Object.fromEntries(Object.entries(named).map(([name, [hue, motif]]) => [name, [width, height, hue, motif]]));
}

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
