// Makes the showcase site's photographs (sites/showcase/images/*.jpg) from nothing but code: layered scenes drawn
// as SVG (skies, ridges, water, trees, lights), softened, given film grain and a vignette, then encoded as
// JPEG at camera-like sizes. Seeded, so a run makes the same pictures; licence-clean because we drew them.
// Run: node scripts/make-showcase-photos.mjs [name…]
import path from 'node:path';
import sharp from 'sharp';

const outDir = path.resolve(import.meta.dirname, '../sites/showcase/images');

function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A ridge line by midpoint displacement: rough at large scale, finer detail as it subdivides.
function ridge(random, width, base, roughness, detail = 9) {
  let points = [base + (random() - 0.5) * roughness, base + (random() - 0.5) * roughness];
  let spread = roughness;
  for (let level = 0; level < detail; level += 1) {
    const next = [];
    for (let i = 0; i < points.length - 1; i += 1) {
      next.push(points[i], (points[i] + points[i + 1]) / 2 + (random() - 0.5) * spread);
    }
    next.push(points.at(-1));
    points = next;
    spread *= 0.55;
  }
  const step = width / (points.length - 1);
  return points.map((y, i) => `${(i * step).toFixed(1)},${y.toFixed(1)}`);
}

function ridgePath(random, width, height, base, roughness, fill, opacity = 1) {
  const line = ridge(random, width, base, roughness);
  return `<path d="M0,${height} L${line.join(' L')} L${width},${height} Z" fill="${fill}" opacity="${opacity}"/>`;
}

function sky(width, height, stops, horizon = 1) {
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="${horizon}">${s}</linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>`;
}

function glow(cx, cy, r, color, opacity = 1, id = 'glow') {
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>
    <stop offset="0.25" stop-color="${color}" stop-opacity="${opacity * 0.55}"/>
    <stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`;
}

function clouds(random, width, top, bottom, count, color, opacity) {
  let out = `<g filter="url(#soft)" opacity="${opacity}">`;
  for (let i = 0; i < count; i += 1) {
    const cx = random() * width;
    const cy = top + random() * (bottom - top);
    const rx = 120 + random() * 420;
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * (0.12 + random() * 0.12)}" fill="${color}"/>`;
  }
  return `${out}</g>`;
}

// Water: the sky's colours mirrored, broken into horizontal ripples that thin towards the horizon.
function water(random, width, height, horizon, colors, shimmerX, shimmerColor) {
  let out = `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
    <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#sea)"/>`;
  for (let y = horizon + 2; y < height; y += 3 + ((y - horizon) / height) * 26 * random()) {
    const depth = (y - horizon) / (height - horizon);
    const len = 30 + random() * 260 * (0.3 + depth);
    const x = shimmerX + (random() - 0.5) * (200 + depth * 900);
    out += `<rect x="${x}" y="${y}" width="${len}" height="${1 + depth * 4}" fill="${shimmerColor}" opacity="${0.15 + random() * 0.5 * (1 - depth * 0.6)}"/>`;
    const dx = random() * width;
    out += `<rect x="${dx}" y="${y}" width="${len * 1.5}" height="${1 + depth * 3}" fill="#000" opacity="${0.05 + random() * 0.12}"/>`;
  }
  return out;
}

function pines(random, width, baseY, count, height, color) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = random() * width;
    const h = height * (0.5 + random() * 0.7);
    const w = h * (0.22 + random() * 0.08);
    const y = baseY + random() * height * 0.3;
    let tiers = '';
    for (let t = 0; t < 5; t += 1) {
      const top = y - h + (t * h) / 6;
      const half = (w / 2) * ((t + 1) / 5);
      tiers += `<path d="M${x},${top} L${x - half},${top + h / 3} L${x + half},${top + h / 3} Z"/>`;
    }
    out += `<g fill="${color}">${tiers}<rect x="${x - w * 0.04}" y="${y - h * 0.1}" width="${w * 0.08}" height="${h * 0.2}"/></g>`;
  }
  return out;
}

function lights(random, width, top, bottom, count, palette, size) {
  let out = '<g filter="url(#bokeh)">';
  for (let i = 0; i < count; i += 1) {
    const r = size * (0.3 + random());
    const color = palette[Math.floor(random() * palette.length)];
    out += `<circle cx="${random() * width}" cy="${top + random() * (bottom - top)}" r="${r}" fill="${color}" opacity="${0.25 + random() * 0.6}"/>`;
  }
  return `${out}</g>`;
}

const FILTERS = `<defs><filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>
  <filter id="bokeh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="haze" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="10"/></filter></defs>`;

const scenes = {
  hero: {
    width: 2400,
    height: 1350,
    seed: 11,
    draw: (r, w, h) => {
      const horizon = h * 0.62;
      return (
        sky(
          w,
          h,
          [
            [0, '#1d2b53'],
            [0.45, '#7e3f6b'],
            [0.8, '#f08a4b'],
            [1, '#ffd39a'],
          ],
          1,
        ) +
        glow(w * 0.7, horizon - 40, 520, '#ffe2a8', 0.95) +
        clouds(r, w, h * 0.1, h * 0.5, 14, '#f6b38a', 0.55) +
        ridgePath(r, w, h, horizon - 60, 140, '#3b2a4a', 0.85) +
        ridgePath(r, w, h, horizon - 10, 60, '#231a2f') +
        water(r, w, h, horizon, ['#6b3d5e', '#0f1a33'], w * 0.7, '#ffd9a0') +
        `<g fill="#0b0b14">${[0.18, 0.26, 0.33].map((x) => `<path d="M${w * x},${horizon + 120} l120,0 l-20,36 l-80,0 Z"/><rect x="${w * x + 55}" y="${horizon - 60}" width="6" height="180"/>`).join('')}</g>`
      );
    },
  },
  'gallery-01': {
    width: 2400,
    height: 1600,
    seed: 21,
    draw: (r, w, h) => {
      const horizon = h * 0.55;
      return (
        sky(w, h, [
          [0, '#8fb8d8'],
          [0.7, '#e8d9c4'],
          [1, '#f6e3c6'],
        ]) +
        glow(w * 0.3, horizon - 120, 380, '#fff4d6', 0.9) +
        clouds(r, w, h * 0.08, h * 0.45, 18, '#ffffff', 0.6) +
        ridgePath(r, w, h, horizon - 30, 50, '#7d8fa3', 0.7) +
        water(r, w, h, horizon, ['#9fb9c9', '#2e5368'], w * 0.3, '#fffaf0') +
        `<path d="M0,${h} L0,${h * 0.86} C${w * 0.3},${h * 0.8} ${w * 0.6},${h * 0.9} ${w},${h * 0.84} L${w},${h} Z" fill="#c9b48f"/>` +
        `<path d="M0,${h * 0.86} C${w * 0.3},${h * 0.8} ${w * 0.6},${h * 0.9} ${w},${h * 0.84}" stroke="#f4f1ea" stroke-width="10" fill="none" opacity="0.7" filter="url(#bokeh)"/>`
      );
    },
  },
  'gallery-02': {
    width: 1600,
    height: 2000,
    seed: 31,
    draw: (r, w, h) =>
      sky(w, h, [
        [0, '#c7d6dd'],
        [0.6, '#e9e4d8'],
        [1, '#f0ebe0'],
      ]) +
      glow(w * 0.6, h * 0.3, 300, '#fff7e0', 0.8) +
      ridgePath(r, w, h, h * 0.45, 220, '#9aa7a8', 0.8) +
      `<g filter="url(#haze)" opacity="0.6"><rect y="${h * 0.5}" width="${w}" height="120" fill="#f0efe9"/></g>` +
      ridgePath(r, w, h, h * 0.58, 200, '#55645f') +
      pines(r, w, h * 0.66, 40, 260, '#35433c') +
      ridgePath(r, w, h, h * 0.78, 120, '#1f2a24') +
      pines(r, w, h * 0.9, 18, 620, '#121a15'),
  },
  'gallery-03': {
    width: 2400,
    height: 1600,
    seed: 41,
    draw: (r, w, h) => {
      const horizon = h * 0.66;
      let windows = '<g>';
      for (let i = 0; i < 260; i += 1) {
        windows += `<rect x="${r() * w}" y="${horizon - 40 - r() * 260}" width="8" height="11" fill="#ffd98a" opacity="${0.4 + r() * 0.6}"/>`;
      }
      let towers = '<g fill="#101a33">';
      for (let x = 0; x < w; x += 60 + r() * 110)
        towers += `<rect x="${x}" y="${horizon - 60 - r() * 320}" width="${50 + r() * 100}" height="${h}"/>`;
      return (
        sky(w, h, [
          [0, '#0b1a3d'],
          [0.6, '#28427a'],
          [1, '#6f7fb5'],
        ]) +
        glow(w * 0.5, horizon, 700, '#9aa9e0', 0.5) +
        towers +
        '</g>' +
        windows +
        '</g>' +
        water(r, w, h, horizon, ['#2a3d6e', '#070d1f'], w * 0.5, '#ffcf80') +
        lights(r, w, horizon + 10, horizon + 60, 40, ['#ffcf80', '#ff9f6b', '#cfe3ff'], 10)
      );
    },
  },
  'gallery-04': {
    width: 2000,
    height: 2000,
    seed: 51,
    draw: (r, w, h) => {
      const horizon = h * 0.58;
      let boats = '<g fill="#161822">';
      for (let i = 0; i < 7; i += 1) {
        const x = 120 + r() * (w - 300);
        const y = horizon + 60 + r() * 260;
        const s = 0.6 + (y - horizon) / 500;
        boats += `<path d="M${x},${y} l${220 * s},0 l${-30 * s},${40 * s} l${-170 * s},0 Z"/><rect x="${x + 100 * s}" y="${y - 320 * s}" width="${5 * s}" height="${320 * s}"/>`;
      }
      return (
        sky(w, h, [
          [0, '#23264a'],
          [0.55, '#b04e5a'],
          [1, '#f2a65a'],
        ]) +
        glow(w * 0.45, horizon - 20, 420, '#ffc07a', 0.9) +
        clouds(r, w, h * 0.15, h * 0.45, 10, '#d46a6a', 0.5) +
        ridgePath(r, w, h, horizon - 20, 40, '#2b2236') +
        water(r, w, h, horizon, ['#8a4258', '#141626'], w * 0.45, '#ffcf90') +
        boats +
        '</g>' +
        lights(r, w, horizon - 40, horizon, 16, ['#fff0c0', '#ffb070'], 7)
      );
    },
  },
  'gallery-05': {
    width: 2400,
    height: 1350,
    seed: 61,
    draw: (r, w, h) => {
      let rows = '';
      for (let i = 0; i < 46; i += 1) {
        const t = i / 46;
        const y = h * 0.58 + t * t * h * 0.42;
        rows += `<path d="M${w * 0.5 - 40 - t * w * 1.6},${h} L${w * 0.5 + (i - 23) * 4},${h * 0.58} L${w * 0.5 + (i - 23) * 4 + 3},${h * 0.58} L${w * 0.5 - 40 + t * w * 1.6},${h}" fill="none" stroke="${i % 2 ? '#5f8f2f' : '#7aa83c'}" stroke-width="${2 + t * 30}" opacity="0.5"/>`;
        void y;
      }
      return (
        sky(w, h, [
          [0, '#5d9ad6'],
          [0.7, '#bfe0f2'],
          [1, '#eef6e6'],
        ]) +
        clouds(r, w, h * 0.05, h * 0.4, 22, '#ffffff', 0.85) +
        ridgePath(r, w, h, h * 0.55, 60, '#6d8a6a', 0.8) +
        `<rect y="${h * 0.58}" width="${w}" height="${h}" fill="#86ad45"/>` +
        rows +
        pines(r, w, h * 0.6, 12, 90, '#2f4a26') +
        lights(r, w, h * 0.75, h, 120, ['#f4d24a', '#ffffff', '#e9b93b'], 8)
      );
    },
  },
  'gallery-06': {
    width: 1600,
    height: 2200,
    seed: 71,
    draw: (r, w, h) => {
      const horizon = h * 0.38;
      return (
        sky(
          w,
          h,
          [
            [0, '#03060f'],
            [1, '#14213f'],
          ],
          1,
        ) +
        lights(r, w, 0, horizon * 0.9, 160, ['#ffffff', '#cfe0ff'], 2) +
        glow(w * 0.68, h * 0.16, 260, '#e8eeff', 0.9) +
        `<circle cx="${w * 0.68}" cy="${h * 0.16}" r="60" fill="#f4f6ff"/>` +
        ridgePath(r, w, h, horizon - 30, 70, '#070b16') +
        water(r, w, h, horizon, ['#0f1d3a', '#01040c'], w * 0.68, '#dfe8ff') +
        `<g filter="url(#bokeh)"><ellipse cx="${w * 0.4}" cy="${h * 0.7}" rx="70" ry="24" fill="#d7a98a" opacity="0.8"/><circle cx="${w * 0.4 + 30}" cy="${h * 0.7 - 34}" r="30" fill="#3a2a22"/></g>`
      );
    },
  },
  'gallery-07': {
    width: 2400,
    height: 1600,
    seed: 81,
    draw: (r, w, h) =>
      sky(w, h, [
        [0, '#120604'],
        [0.6, '#3a0f06'],
        [1, '#7a2a0a'],
      ]) +
      glow(w * 0.5, h * 0.8, 900, '#ff7a1a', 0.85, 'g1') +
      glow(w * 0.5, h * 0.86, 420, '#ffd27a', 0.9, 'g2') +
      lights(r, w, h * 0.1, h * 0.8, 140, ['#ffb347', '#ff7f24', '#ffd27a'], 10) +
      `<g fill="#1a0b05">${Array.from({ length: 7 }, (_, i) => `<rect x="${w * 0.3 + i * 130}" y="${h * 0.84 - (i % 3) * 20}" width="420" height="46" rx="20" transform="rotate(${-18 + i * 6} ${w * 0.5} ${h * 0.88})"/>`).join('')}</g>`,
  },
  'gallery-08': {
    width: 2400,
    height: 1800,
    seed: 91,
    draw: (r, w, h) => {
      const horizon = h * 0.62;
      const lx = w * 0.64;
      return (
        sky(w, h, [
          [0, '#6f8fb0'],
          [0.6, '#d9c8b4'],
          [1, '#f2d8b0'],
        ]) +
        clouds(r, w, h * 0.05, h * 0.5, 16, '#fbf3e6', 0.7) +
        water(r, w, h, horizon, ['#7d96a8', '#24394a'], w * 0.3, '#fff6e0') +
        `<path d="M${w * 0.45},${h} L${w * 0.5},${horizon - 40} C${w * 0.6},${horizon - 120} ${w * 0.8},${horizon - 140} ${w},${horizon - 160} L${w},${h} Z" fill="#4b4a3a"/>` +
        `<path d="M${w * 0.5},${horizon - 40} C${w * 0.6},${horizon - 120} ${w * 0.8},${horizon - 140} ${w},${horizon - 160} L${w},${horizon - 120} C${w * 0.8},${horizon - 90} ${w * 0.6},${horizon - 70} ${w * 0.5},${horizon} Z" fill="#6e7b4a"/>` +
        `<path d="M${lx - 60},${horizon - 150} L${lx - 40},${horizon - 620} L${lx + 40},${horizon - 620} L${lx + 60},${horizon - 150} Z" fill="#f1ede4"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<path d="M${lx - 57 + i * 6},${horizon - 260 - i * 150} L${lx + 57 - i * 6},${horizon - 260 - i * 150} L${lx + 55 - i * 6},${horizon - 320 - i * 150} L${lx - 55 + i * 6},${horizon - 320 - i * 150} Z" fill="#b3322e"/>`,
          )
          .join('') +
        `<rect x="${lx - 50}" y="${horizon - 700}" width="100" height="80" fill="#2a2a2a"/><rect x="${lx - 40}" y="${horizon - 690}" width="80" height="60" fill="#ffe9a8"/>` +
        `<path d="M${lx - 70},${horizon - 700} L${lx},${horizon - 770} L${lx + 70},${horizon - 700} Z" fill="#2a2a2a"/>` +
        glow(lx, horizon - 660, 240, '#fff1c0', 0.6)
      );
    },
  },
};

async function makePhoto(name) {
  const scene = scenes[name];
  const { width, height } = scene;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${FILTERS}${scene.draw(seeded(scene.seed), width, height)}</svg>`;
  // A lens is never perfectly sharp: a slight blur takes the vector edges off before grain goes on.
  const base = await sharp(Buffer.from(svg)).blur(1.2).removeAlpha().toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 26 } },
  })
    .blur(0.6)
    .png()
    .toBuffer();
  const vignette = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.55" stop-color="#fff"/><stop offset="1" stop-color="#6b6b6b"/></radialGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#v)"/></svg>`,
  );
  const file = path.join(outDir, `${name}.jpg`);
  const info = await sharp(base)
    .composite([
      { input: grain, blend: 'soft-light' },
      { input: vignette, blend: 'multiply' },
    ])
    .jpeg({ quality: 84, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' })
    .withMetadata({ exif: { IFD0: { Artist: 'site-runtime demo (generated)', Copyright: 'CC0' } } })
    .toFile(file);
  console.log(`${name}.jpg ${info.width}x${info.height} ${(info.size / 1024).toFixed(0)} KiB`);
}

const names = process.argv.slice(2);
for (const name of names.length > 0 ? names : Object.keys(scenes)) await makePhoto(name);
