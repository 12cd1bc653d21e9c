import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { DESIGN_TOKENS, listDesignTokenCssProperties } from '../../../../src/shared/constants/designTokens';

const cssPath = fileURLToPath(new URL('../../../../src/ui/styles/tokens.css', import.meta.url));

/** Custom properties declared in the :root rule of tokens.css, name → value. */
function readRootCustomProperties(): Map<string, string> {
  const css = readFileSync(cssPath, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const root = /:root\s*\{([^}]*)\}/.exec(css);
  if (!root?.[1]) throw new Error('tokens.css has no :root rule');
  const properties = new Map<string, string>();
  for (const match of root[1].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    const [, name, value] = match;
    if (name && value) {
      expect(properties.has(name), `${name} declared twice`).toBe(false);
      properties.set(name, value.trim());
    }
  }
  return properties;
}

describe('design tokens (spec media-and-reporting §9)', () => {
  it('keeps the spec values', () => {
    expect(DESIGN_TOKENS.fontSizesPx[0]).toBe(9.75);
    expect(DESIGN_TOKENS.fontSizesPx.at(-1)).toBe(28);
    expect(DESIGN_TOKENS.lineHeightsPx[0]).toBe(11);
    expect(DESIGN_TOKENS.lineHeightsPx.at(-1)).toBe(32);
    expect(DESIGN_TOKENS.radiiPx).toEqual([0, 4, 8]);
    expect(DESIGN_TOKENS.radiusCircle).toBe('50%');
    expect(DESIGN_TOKENS.borderWidthsPx).toEqual([0, 1, 2]);
    expect(DESIGN_TOKENS.durationsMs).toEqual([0, 50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600]);
    expect(DESIGN_TOKENS.buttonSizesPx).toEqual({ small: 36, medium: 44, large: 55 });
    expect(DESIGN_TOKENS.fontWeights).toEqual({ regular: 400, medium: 500, semibold: 600 });
    expect(DESIGN_TOKENS.dialogZIndex).toBe(30000);
    expect(DESIGN_TOKENS.animationDurationS).toBe(0.3);
  });

  it('keeps the type scale ascending within the spec range', () => {
    for (const scale of [DESIGN_TOKENS.fontSizesPx, DESIGN_TOKENS.lineHeightsPx]) {
      for (let i = 1; i < scale.length; i++) expect(scale[i]).toBeGreaterThan(scale[i - 1] ?? Infinity);
    }
  });

  it('names the CSS custom properties as other code expects', () => {
    const properties = listDesignTokenCssProperties();
    expect(properties['--font-size-1']).toBe('9.75px');
    expect(properties['--line-height-1']).toBe('11px');
    expect(properties['--radius-0']).toBe('0px');
    expect(properties['--radius-4']).toBe('4px');
    expect(properties['--radius-8']).toBe('8px');
    expect(properties['--radius-circle']).toBe('50%');
    expect(properties['--border-width-2']).toBe('2px');
    expect(properties['--duration-0']).toBe('0ms');
    expect(properties['--duration-600']).toBe('600ms');
    expect(properties['--button-size-small']).toBe('36px');
    expect(properties['--button-size-medium']).toBe('44px');
    expect(properties['--button-size-large']).toBe('55px');
    expect(properties['--font-weight-semibold']).toBe('600');
    expect(properties['--dialog-z-index']).toBe('30000');
    expect(properties['--animation-duration']).toBe('0.3s');
  });
});

describe('tokens.css agrees with designTokens.ts', () => {
  it('declares every token with the same value', () => {
    const declared = readRootCustomProperties();
    for (const [name, value] of Object.entries(listDesignTokenCssProperties())) {
      expect(declared.get(name), name).toBe(value);
    }
  });

  it('declares no token that designTokens.ts does not have', () => {
    const expected = Object.keys(listDesignTokenCssProperties()).sort();
    expect([...readRootCustomProperties().keys()].sort()).toEqual(expected);
  });
});
