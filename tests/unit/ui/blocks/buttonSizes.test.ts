import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

// Spec media-and-reporting §9: button sizes small 36 px, medium 44 px, large 55 px, through the tokens.
describe('button sizes', () => {
  const css = readFileSync('src/ui/blocks/buttons/buttons.css', 'utf8');
  const tokens = readFileSync('src/ui/styles/tokens.css', 'utf8');

  it.each([
    ['small', '36px'],
    ['medium', '44px'],
    ['large', '55px'],
  ])('%s buttons are at least %s tall', (size, px) => {
    expect(css).toMatch(new RegExp(`\\.button-size-${size} \\{[^}]*min-height: var\\(--button-size-${size}\\)`));
    expect(tokens).toContain(`--button-size-${size}: ${px};`);
  });
});
