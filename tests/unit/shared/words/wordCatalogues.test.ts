import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type WordCatalogue } from '../../../../src/shared/words/WordCatalogue';
import { parseMessage, type MessagePart } from '../../../../src/shared/messageFormat/parseMessage';
import { compileMessage } from '../../../../src/shared/messageFormat/compileMessage';
import { GALLERY_WORDS } from '../../../../src/shared/words/galleryWords';
import { fillWords } from '../../../../src/shared/words/fillWords';

// Every catalogue file in src/shared/words (each exports one *_WORDS), found by listing the folder, so a
// catalogue added later is checked without being named here.
const folder = path.resolve(import.meta.dirname, '../../../../src/shared/words');
const files = readdirSync(folder).filter((name) => /Words\.ts$/.test(name));
const catalogues = await Promise.all(
  files.map(async (name) => {
    const module = (await import(path.join(folder, name))) as Record<string, WordCatalogue<string>>;
    const entries = Object.entries(module).filter(([exported]) => exported.endsWith('_WORDS'));
    return entries.map(([exported, catalogue]) => ({ name: `${name}: ${exported}`, catalogue }));
  }),
).then((lists) => lists.flat());

/** The names a message reads ({title}, {n, plural, …}), the same in every translation of it. */
function readArguments(parts: readonly MessagePart[], into = new Set<string>()): Set<string> {
  for (const part of parts) {
    if (typeof part === 'string' || part.kind === '#') continue;
    into.add(part.name);
    if ('cases' in part) for (const inner of Object.values(part.cases)) readArguments(inner, into);
  }
  return into;
}

const LOCALE = { en: 'en-US', de: 'de-DE' } as const;

describe('the runtime word catalogues', () => {
  it('are found: one per area', () => {
    expect(catalogues.map((c) => c.name).length).toBeGreaterThanOrEqual(8);
  });

  it.each(catalogues)('$name: every English key has a translation in every language, and no more', ({ catalogue }) => {
    const keys = Object.keys(catalogue.en).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(catalogue[language]).sort(), language).toEqual(keys);
      for (const key of keys) expect(catalogue[language][key]?.trim(), `${language}.${key}`).toBeTruthy();
    }
  });

  it.each(catalogues)('$name: each translation reads the same values and compiles for its locale', ({ catalogue }) => {
    for (const [key, english] of Object.entries(catalogue.en)) {
      const names = [...readArguments(parseMessage(english))].sort();
      for (const language of LANGUAGES) {
        const source = catalogue[language][key]!;
        expect([...readArguments(parseMessage(source))].sort(), `${language}.${key}`).toEqual(names);
        // A plural with a category the locale lacks, or a select without "other", is refused here.
        expect(() => compileMessage(source, LOCALE[language]), `${language}.${key}`).not.toThrow();
      }
    }
  });

  it('the gallery’s words need no message compiler: fillWords writes them as formatMessage would', () => {
    for (const language of LANGUAGES)
      for (const [key, source] of Object.entries(GALLERY_WORDS[language])) {
        const values = Object.fromEntries([...readArguments(parseMessage(source))].map((name) => [name, 'X']));
        expect(fillWords(source, values), `${language}.${key}`).toBe(compileMessage(source, LOCALE[language])(values));
      }
    expect(() => fillWords(GALLERY_WORDS.de.showImage, {})).toThrow('no value for {name}');
  });
});
