import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../../shared/siteData/SiteData';
import { parseIncludeName, type FontVariant } from '../../shared/fonts/parseIncludeName';
import { FONT_FALLBACKS, SITE_FONTS_PATH, typekitStylesheetUrl } from '../../shared/fonts/siteFontPaths';
import { findFontPackage, fontPackageName, type FontPackage } from './findFontPackage';

interface HostedFile {
  contentType: string;
  body: Buffer;
}

interface HostedFamily {
  family: string;
  packageName: string;
  /** The family's stylesheet: its @font-face rules, one per face the site asks for. */
  stylesheetUrl: string;
  faces: (FontVariant & { url: string })[];
}

interface FontProblem {
  /** The JSON path in the site data file. */
  path: string;
  message: string;
}

export interface SiteFontPlan {
  hosted: HostedFamily[];
  /** Families the site names from googleFonts that no installed package hosts. */
  notHosted: string[];
  /** What the server warns of at start-up. */
  problems: FontProblem[];
  /** The kit's stylesheet (a third party), only when the site names a kit and fonts from it. */
  typekitStylesheet: string | null;
  typekitFonts: string[];
  /** Custom properties the site's CSS uses for the body text and the headings. */
  usageCss: string;
  /** The faces the first paint most likely needs (body regular, headings), fetched with the HTML. */
  preloads: string[];
  /** What the fonts route serves, by path: stylesheets and woff2 files. */
  files: ReadonlyMap<string, HostedFile>;
}

const CSS_TYPE = 'text/css; charset=utf-8';
const WOFF2_TYPE = 'font/woff2';

const hash = (text: string | Buffer) => createHash('sha256').update(text).digest('hex').slice(0, 12);

// The face nearest a wanted weight among the regular ones (the italic ones if there are no others).
function nearestFace<T extends FontVariant>(faces: T[], weight: number): T | undefined {
  const pool = faces.some((f) => f.style === 'normal') ? faces.filter((f) => f.style === 'normal') : faces;
  return [...pool].sort((a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight))[0];
}

function hostFamily(
  pkg: FontPackage,
  variants: FontVariant[],
  where: string,
  files: Map<string, HostedFile>,
  problems: FontProblem[],
): HostedFamily {
  const faces: HostedFamily['faces'] = [];
  const rules: string[] = [];
  for (const variant of variants) {
    const file = pkg.fileOf(variant.weight, variant.style);
    if (!file) {
      problems.push({
        path: where,
        message: `${pkg.name} has no ${variant.weight} ${variant.style} face (it has weights ${pkg.weights.join(', ')}, styles ${pkg.styles.join(', ')}): that face is left out`,
      });
      continue;
    }
    const url = `${SITE_FONTS_PATH}${pkg.id}/${pkg.version}/${path.basename(file)}`;
    files.set(url, { contentType: WOFF2_TYPE, body: readFileSync(file) });
    faces.push({ ...variant, url });
    // font-display optional: a face that is not there by the first layout (it is preloaded) is used from the
    // next page on, so text never reflows under the visitor (swap moved footer links on a phone).
    rules.push(
      `@font-face{font-family:'${pkg.family}';font-style:${variant.style};font-weight:${variant.weight};` +
        `font-display:optional;src:url(${url}) format('woff2');unicode-range:${pkg.unicodeRange}}`,
    );
  }
  const css = `/* ${pkg.family} from ${pkg.name}@${pkg.version}, latin subset (SIL Open Font License) */\n${rules.join('\n')}\n`;
  const stylesheetUrl = `${SITE_FONTS_PATH}${pkg.id}.${hash(css)}.css`;
  files.set(stylesheetUrl, { contentType: CSS_TYPE, body: Buffer.from(css) });
  return { family: pkg.family, packageName: pkg.name, stylesheetUrl, faces };
}

function buildPlan(site: SiteData): SiteFontPlan {
  const { fonts } = site;
  const files = new Map<string, HostedFile>();
  const problems: FontProblem[] = [];
  const hosted: HostedFamily[] = [];
  const notHosted: string[] = [];
  const categories = new Map<string, string>();
  fonts.googleFonts.forEach(({ includeName }, index) => {
    const where = `$.fonts.googleFonts[${index}].includeName`;
    const parsed = parseIncludeName(includeName);
    if ('problem' in parsed) return;
    const pkg = findFontPackage(parsed.family);
    if (!pkg) {
      notHosted.push(parsed.family);
      problems.push({
        path: where,
        message: `the font family "${parsed.family}" is not hosted (no ${fontPackageName(parsed.family)} package installed): pages use the fallback fonts and report it`,
      });
      return;
    }
    categories.set(parsed.family, pkg.category);
    hosted.push(hostFamily(pkg, parsed.variants, where, files, problems));
  });
  const stackOf = (family: string) =>
    `'${family}',${FONT_FALLBACKS[categories.get(family) as keyof typeof FONT_FALLBACKS] ?? FONT_FALLBACKS['sans-serif']}`;
  const usage = [
    fonts.body ? `--site-font-body:${stackOf(fonts.body)}` : '',
    fonts.headings ? `--site-font-headings:${stackOf(fonts.headings)}` : '',
  ].filter(Boolean);
  const preloads = [
    [fonts.body, 400],
    [fonts.headings, 700],
  ].flatMap(([family, weight]) => {
    const face = nearestFace(hosted.find((h) => h.family === family)?.faces ?? [], weight as number);
    return face ? [face.url] : [];
  });
  const kit = site.website.typekitId;
  return {
    hosted,
    notHosted,
    problems,
    typekitStylesheet: kit && fonts.typekitFonts.length > 0 ? typekitStylesheetUrl(kit) : null,
    typekitFonts: fonts.typekitFonts,
    usageCss: usage.length > 0 ? `:root{${usage.join(';')}}` : '',
    preloads: [...new Set(preloads)],
    files,
  };
}

const plans = new WeakMap<SiteData['fonts'], SiteFontPlan>();

/**
 * What the site's fonts need (docs/fonts.md): a stylesheet per googleFonts family, hosted by this server
 * from the family's font package (no request leaves the site for them), the kit's stylesheet for
 * typekitFonts, and the families no package hosts. Worked out once per site data file.
 */
export function resolveSiteFonts(site: SiteData): SiteFontPlan {
  let plan = plans.get(site.fonts);
  if (!plan) {
    plan = buildPlan(site);
    plans.set(site.fonts, plan);
  }
  return plan;
}
