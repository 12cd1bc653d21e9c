import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseIncludeName } from '../../../../src/shared/fonts/parseIncludeName';
import { SiteData } from '../../../../src/shared/siteData/SiteData';
import { formatSiteDataIssues } from '../../../../src/shared/siteData/formatSiteDataIssues';

const demo = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../sites/showcase/site.json'), 'utf8'),
) as Record<string, unknown>;

const problemsOf = (changes: Record<string, unknown>) => {
  const result = SiteData.safeParse({ ...demo, ...changes });
  return result.success ? [] : formatSiteDataIssues(result.error);
};

describe('parseIncludeName (spec visitor-runtime §3: googleFonts each with includeName)', () => {
  it('reads the family and its variants', () => {
    expect(parseIncludeName('Playfair Display:400,700italic,900i')).toEqual({
      family: 'Playfair Display',
      variants: [
        { weight: 400, style: 'normal' },
        { weight: 700, style: 'italic' },
        { weight: 900, style: 'italic' },
      ],
    });
    expect(parseIncludeName('Lora')).toEqual({ family: 'Lora', variants: [{ weight: 400, style: 'normal' }] });
    expect(parseIncludeName('Lora:regular,italic,bold,bolditalic,400')).toEqual({
      family: 'Lora',
      variants: [
        { weight: 400, style: 'normal' },
        { weight: 400, style: 'italic' },
        { weight: 700, style: 'normal' },
        { weight: 700, style: 'italic' },
      ],
    });
  });

  it('names what is wrong with a bad one', () => {
    expect(parseIncludeName('Lora:450')).toEqual({
      problem: 'expected variants such as 400, 700italic or bold, got "450"',
    });
    expect(parseIncludeName("Lora'}body{:400")).toHaveProperty('problem');
    expect(parseIncludeName('Lora:400:700')).toHaveProperty('problem');
    expect(parseIncludeName('')).toHaveProperty('problem');
  });
});

describe('site data fonts', () => {
  it('accepts the demo site fonts', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('stops start-up at a bad includeName, a kit font without a kit, and a body family the site does not name', () => {
    expect(problemsOf({ fonts: { googleFonts: [{ includeName: 'Inter:4OO' }] } })).toEqual([
      '$.fonts.googleFonts[0].includeName: expected variants such as 400, 700italic or bold, got "4oo"',
    ]);
    expect(problemsOf({ fonts: { typekitFonts: ['proxima-nova'] } })).toEqual([
      '$.fonts.typekitFonts: expected website.typekitId to name the kit these fonts come from',
    ]);
    expect(problemsOf({ fonts: { googleFonts: [{ includeName: 'Inter' }], body: 'Lora' } })).toEqual([
      '$.fonts.body: expected one of the families in googleFonts or typekitFonts (Inter), got "Lora"',
    ]);
  });
});
