import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteData } from '../../../../src/shared/siteData/SiteData';
import { formatSiteDataIssues } from '../../../../src/shared/siteData/formatSiteDataIssues';
import { Block } from '../../../../src/shared/blocks/Block';

const doc = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/site-data.md'), 'utf8');

describe('docs/site-data.md', () => {
  it('gives a minimal example that the schema accepts', () => {
    const example = /## A minimal complete example\s+```json\n([\s\S]+?)```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    const parsed = SiteData.safeParse(JSON.parse(example!));
    expect(parsed.success ? [] : formatSiteDataIssues(parsed.error)).toEqual([]);
  });

  it('documents every block type', () => {
    const types = Block.options.map((option) => option.shape.type.value);
    for (const type of types) expect(doc, type).toContain(`**${type}**`);
  });
});
