import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAY_IMPORT } from '../../../eslint/layerImports.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

// The table of layers in docs/architecture.md, as { layer: [the layers it may import] }.
function readLayerTable(markdown: string): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const layer = /^`src\/([\w/]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!layer || cells.length < 5) continue;
    table[layer] = [...(cells[3] ?? '').matchAll(/`src\/([\w/]+)`/g)].map((m) => m[1]!).sort();
  }
  return table;
}

describe('docs/architecture.md, Layers', () => {
  it('shows the same "may import" column as the lint rule that enforces it', () => {
    const documented = readLayerTable(readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8'));
    const enforced = Object.fromEntries(
      Object.entries(MAY_IMPORT).map(([layer, allowed]) => [layer, [...allowed].sort()]),
    );
    expect(documented).toEqual(enforced);
  });
});
