import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FontStyle } from '../../shared/fonts/parseIncludeName';

// The font packages we host from: Fontsource's, one npm package per family (@fontsource/<id>), each with
// its metadata, its unicode ranges by subset, and a woff2 file per subset, weight and style.
const FONT_PACKAGE_SCOPE = '@fontsource';
// Latin only: the demo and fixture sites are in English; other subsets would be more faces to list.
const HOSTED_SUBSET = 'latin';

export interface FontPackage {
  name: string;
  id: string;
  family: string;
  version: string;
  /** serif, sans-serif, display, handwriting or monospace: picks the fallback stack. */
  category: string;
  weights: number[];
  styles: FontStyle[];
  unicodeRange: string;
  /** The woff2 file of one face, or null when the package has none for it. */
  fileOf(weight: number, style: FontStyle): string | null;
}

interface Metadata {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  styles: FontStyle[];
  category: string;
}

const require = createRequire(import.meta.url);

/** Fontsource's package id for a family: "Playfair Display" is @fontsource/playfair-display. */
export function fontPackageName(family: string): string {
  return `${FONT_PACKAGE_SCOPE}/${family.toLowerCase().trim().replace(/\s+/g, '-')}`;
}

/** The installed package that hosts a family's latin faces, or null when none is installed. */
export function findFontPackage(family: string): FontPackage | null {
  const name = fontPackageName(family);
  let metadataFile: string;
  try {
    metadataFile = require.resolve(`${name}/metadata.json`);
  } catch {
    return null;
  }
  const dir = path.dirname(metadataFile);
  const metadata = JSON.parse(readFileSync(metadataFile, 'utf8')) as Metadata;
  const ranges = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  if (!metadata.subsets.includes(HOSTED_SUBSET) || !ranges[HOSTED_SUBSET]) return null;
  return {
    name,
    id: metadata.id,
    family: metadata.family,
    version,
    category: metadata.category,
    weights: metadata.weights,
    styles: metadata.styles,
    unicodeRange: ranges[HOSTED_SUBSET],
    fileOf(weight, style) {
      if (!metadata.weights.includes(weight) || !metadata.styles.includes(style)) return null;
      const file = path.join(dir, 'files', `${metadata.id}-${HOSTED_SUBSET}-${weight}-${style}.woff2`);
      return existsSync(file) ? file : null;
    },
  };
}
