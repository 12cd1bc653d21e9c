// Spec visitor-runtime §3: the page context's googleFonts each carry an includeName, the family and its
// variants as the font service names them: "Lora:400,700italic". A variant is a weight (100 to 900),
// optionally followed by "italic" (or "i"); "regular", "italic", "bold" and "bolditalic" are the
// service's names for 400, 400 italic, 700 and 700 italic. No variants means the regular face.

export type FontStyle = 'normal' | 'italic';

export interface FontVariant {
  weight: number;
  style: FontStyle;
}

interface FontRequest {
  family: string;
  variants: FontVariant[];
}

const FAMILY = /^[A-Za-z0-9][A-Za-z0-9 ]{0,63}$/;
const NAMED: Record<string, FontVariant> = {
  regular: { weight: 400, style: 'normal' },
  italic: { weight: 400, style: 'italic' },
  bold: { weight: 700, style: 'normal' },
  bolditalic: { weight: 700, style: 'italic' },
};
const NUMBERED = /^([1-9]00)(italic|i)?$/;

function parseVariant(text: string): FontVariant | null {
  const named = NAMED[text];
  if (named) return named;
  const match = NUMBERED.exec(text);
  return match ? { weight: Number(match[1]), style: match[2] ? 'italic' : 'normal' } : null;
}

/** The family and variants an includeName asks for (duplicates dropped), or what is wrong with it. */
export function parseIncludeName(includeName: string): FontRequest | { problem: string } {
  const [familyText = '', variantsText, ...rest] = includeName.split(':');
  const family = familyText.trim().replace(/\s+/g, ' ');
  if (!FAMILY.test(family) || rest.length > 0)
    return { problem: `expected a family name of letters, digits and spaces, such as "Lora:400,700italic"` };
  const variants: FontVariant[] = [];
  for (const text of (variantsText ?? '400').split(',').map((v) => v.trim().toLowerCase())) {
    const variant = parseVariant(text);
    if (!variant) return { problem: `expected variants such as 400, 700italic or bold, got "${text}"` };
    if (!variants.some((v) => v.weight === variant.weight && v.style === variant.style)) variants.push(variant);
  }
  return { family, variants };
}
