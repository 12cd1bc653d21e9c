import { z } from 'zod';
import { parseIncludeName } from '../fonts/parseIncludeName';

// Spec visitor-runtime §3: the page context's googleFonts (each with its includeName, "Lora:400,700italic")
// and typekitFonts (family names from the site's font kit, website.typekitId). Ours: which family the
// body text and the headings use. The server hosts googleFonts families itself (docs/fonts.md); a kit's
// fonts come from the kit's own stylesheet, and only when the site names a kit.
const FamilyName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,63}$/, 'expected a font family name');

const IncludeName = z.string().superRefine((value, ctx) => {
  const parsed = parseIncludeName(value);
  if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: parsed.problem });
});

export const SiteFonts = z.object({
  googleFonts: z
    .array(z.object({ includeName: IncludeName }))
    .max(10)
    .default([]),
  typekitFonts: z.array(FamilyName).max(10).default([]),
  body: FamilyName.optional(),
  headings: FamilyName.optional(),
});
export type SiteFonts = z.infer<typeof SiteFonts>;

/** The family names the site's fonts name, Google's and the kit's. */
function listFontFamilies(fonts: SiteFonts): string[] {
  return [
    ...fonts.googleFonts.flatMap(({ includeName }) => {
      const parsed = parseIncludeName(includeName);
      return 'family' in parsed ? [parsed.family] : [];
    }),
    ...fonts.typekitFonts,
  ];
}

/** Cross-field rules: kit fonts need a kit; body and headings name one of the site's families. */
export function checkSiteFonts(fonts: SiteFonts, typekitId: string | null, ctx: z.RefinementCtx): void {
  if (fonts.typekitFonts.length > 0 && !typekitId)
    ctx.addIssue({
      code: 'custom',
      path: ['fonts', 'typekitFonts'],
      message: 'expected website.typekitId to name the kit these fonts come from',
    });
  const families = listFontFamilies(fonts);
  for (const usage of ['body', 'headings'] as const) {
    const family = fonts[usage];
    if (family && !families.includes(family))
      ctx.addIssue({
        code: 'custom',
        path: ['fonts', usage],
        message: `expected one of the families in googleFonts or typekitFonts (${families.join(', ') || 'none'}), got "${family}"`,
      });
  }
}
