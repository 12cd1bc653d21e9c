// Makes the demo shop's photographs (sites/demo/images/*.jpg) and their credits (sites/demo/images/CREDITS.md)
// from photographs Debian ships in its desktop background packages, under licences that allow redistribution
// with attribution. Nothing is downloaded: install the packages first, then run this script.
//
//   apt-get install -y mate-backgrounds plasma-workspace-wallpapers lomiri-wallpapers-16.04
//   node scripts/import-demo-photos.mjs
//
// Each picture is downscaled to at most 2000 px wide (the image service makes the smaller widths, AVIF and
// WebP from it) and encoded with mozjpeg, lowering the quality until the file is under 280 KB so a clone of
// the repository stays small.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const outDir = path.resolve(import.meta.dirname, '../sites/demo/images');
const MAX_WIDTH = 2000;
const MAX_BYTES = 280 * 1024;

const KDE = 'plasma-workspace-wallpapers';
const KDE_LICENCE = 'GPL-2+ (Debian copyright file); LGPL-3 in the wallpaper metadata';
const MATE = 'mate-backgrounds';
const LOMIRI = 'lomiri-wallpapers-16.04';

// file: the name the site data uses; source: where the Debian package installs the original.
export const DEMO_PHOTOS = [
  {
    file: 'evening-glow.jpg',
    source: '/usr/share/wallpapers/EveningGlow/contents/images/2560x1600.jpg',
    title: 'Evening Glow',
    author: 'Ian Hex',
    pkg: KDE,
    licence: KDE_LICENCE,
  },
  {
    file: 'cold-ripple.jpg',
    source: '/usr/share/wallpapers/ColdRipple/contents/images/2560x1600.jpg',
    title: 'Cold Ripple',
    author: 'Risto Saukonpää',
    pkg: KDE,
    licence: KDE_LICENCE,
  },
  {
    file: 'darkest-hour.jpg',
    source: '/usr/share/wallpapers/DarkestHour/contents/images/2560x1600.jpg',
    title: 'Darkest Hour',
    author: 'Risto Saukonpää',
    pkg: KDE,
    licence: KDE_LICENCE,
  },
  {
    file: 'summer-1am.jpg',
    source: '/usr/share/wallpapers/summer_1am/contents/images/2560x1600.jpg',
    title: 'summer 1am',
    author: 'Risto Saukonpää',
    pkg: KDE,
    licence: KDE_LICENCE,
  },
  {
    file: 'coast-path.jpg',
    source: '/usr/share/wallpapers/Path/contents/images/2560x1600.jpg',
    title: 'Path',
    author: 'Risto Saukonpää',
    pkg: KDE,
    licence: KDE_LICENCE,
  },
  {
    file: 'by-the-water.jpg',
    source: '/usr/share/wallpapers/BytheWater/contents/images/2560x1600.jpg',
    title: 'By the water',
    author: 'Maciej Wiklo',
    pkg: KDE,
    licence: KDE_LICENCE,
  },
  {
    file: 'dunes.jpg',
    source: '/usr/share/backgrounds/mate/nature/Dune.jpg',
    title: 'Dune',
    author: 'Marco Cogoni (2007), Hylke Bons (2008)',
    pkg: MATE,
    licence: 'GPL-2+',
  },
  {
    file: 'storm.jpg',
    source: '/usr/share/backgrounds/mate/nature/Storm.jpg',
    title: 'Storm',
    author: 'Sergey Nazarov',
    pkg: MATE,
    licence: 'GPL-2+',
  },
  {
    file: 'oak-grain.jpg',
    source: '/usr/share/backgrounds/mate/nature/Wood.jpg',
    title: 'Wood',
    author: 'Jean-François Fortin Tam',
    pkg: MATE,
    licence: 'GPL-2+',
  },
  {
    file: 'low-tide.jpg',
    source: '/usr/share/backgrounds/Bridge_by_Sander_Klootwijk.jpg',
    title: 'Bridge',
    author: 'Sander Klootwijk',
    pkg: LOMIRI,
    licence: 'CC-BY-SA-4.0',
  },
  {
    file: 'red-bowl.jpg',
    source: '/usr/share/backgrounds/Picture_0B_by_freespace.jpg',
    title: 'Picture 0B',
    author: 'Trevor "Freespace"',
    pkg: LOMIRI,
    licence: 'CC-BY-4.0',
  },
  {
    file: 'brushes.jpg',
    source: '/usr/share/backgrounds/Picture_1A_by_freespace.jpg',
    title: 'Picture 1A',
    author: 'Trevor "Freespace"',
    pkg: LOMIRI,
    licence: 'CC-BY-4.0',
  },
  {
    file: 'hill-sunset.jpg',
    source: '/usr/share/backgrounds/sunset_by_Aitzol_Berasategi.jpg',
    title: 'sunset',
    author: 'Aitzol Berasategi',
    pkg: LOMIRI,
    licence: 'CC-BY-4.0',
  },
];

async function encode(source) {
  const resized = sharp(source).rotate().resize({ width: MAX_WIDTH, withoutEnlargement: true });
  for (let quality = 80; quality >= 50; quality -= 5) {
    const { data, info } = await resized
      .clone()
      .jpeg({ quality, mozjpeg: true, progressive: true })
      .toBuffer({ resolveWithObject: true });
    if (data.length <= MAX_BYTES) return { data, info, quality };
  }
  throw new Error(`${source}: over ${MAX_BYTES} bytes even at quality 50`);
}

function credits(rows) {
  const lines = [
    '# Photograph credits',
    '',
    'Every photograph of the demo shop comes from a Debian desktop background package, downscaled by',
    '`scripts/import-demo-photos.mjs`. The licence of each is the one its package declares in',
    '`/usr/share/doc/<package>/copyright`; the shop, its products and its people are invented, the pictures are',
    'not theirs.',
    '',
    '| file | original title | author | source package | licence | size |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(`| ${r.file} | ${r.title} | ${r.author} | ${r.pkg} | ${r.licence} | ${r.width}x${r.height} |`);
  }
  return `${lines.join('\n')}\n`;
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  mkdirSync(outDir, { recursive: true });
  const rows = [];
  for (const photo of DEMO_PHOTOS) {
    const { data, info, quality } = await encode(photo.source);
    writeFileSync(path.join(outDir, photo.file), data);
    rows.push({ ...photo, width: info.width, height: info.height });
    console.log(
      `${photo.file}: ${info.width}x${info.height}, ${Math.round(data.length / 1024)} KB, quality ${quality}`,
    );
  }
  writeFileSync(path.join(outDir, 'CREDITS.md'), credits(rows));
}
