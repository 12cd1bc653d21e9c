import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// What counts as a code name in a doc, and how it is found in the source tree. A doc's inline code spans (not
// its fenced blocks, which hold commands and examples) are read one by one:
// - a path under one of the repository's code folders (`src/server/app.ts`, `tests/e2e/`) must exist; a path
//   with a placeholder or a glob (`src/ui/blocks/<type>/`, `client/assets/main-*.js`) is a pattern, not a name;
// - a file name (`PageCopies.ts`) must be the name of some file in those folders;
// - a call (`buildApp({ site, db })`, `telemetry.record(kind, payload)`) names the function it calls;
// - an identifier in camelCase (`createSendScheduler`), PascalCase with two or more words (`SiteData`) or
//   UPPER_SNAKE_CASE (`LOG_REDACT_PATHS`), alone or at the end of a dotted name (`window.SiteRuntime`).
// Each of these names must occur as a word somewhere in the source tree. Plain words, JSON paths, URLs,
// HTTP routes and values are not code names and are left alone.

export const CODE_FOLDERS = ['src', 'tests', 'scripts', 'bench', 'sites', 'eslint'] as const;
const ROOT_FILES = [
  'eslint.config.js',
  'vite.config.ts',
  'vitest.config.ts',
  'vitest.e2e.config.ts',
  'vitest.pg.config.ts',
  'package.json',
  'budgets.json',
  'tsconfig.json',
  'tsconfig.base.json',
];
const SOURCE_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|css)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.tmp', 'data', 'results', 'images']);

export interface CitedName {
  line: number;
  name: string;
  kind: 'path' | 'file' | 'identifier';
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function isCodeIdentifier(word: string): boolean {
  if (!IDENTIFIER.test(word)) return false;
  if (/^[a-z][a-z0-9]*[A-Z]/.test(word)) return true; // camelCase
  if (/^[A-Z][a-z0-9]+[A-Z]/.test(word)) return true; // PascalCase, two words or more
  return /^[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]$/.test(word); // UPPER_SNAKE_CASE
}

/** The code names one inline code span cites. */
export function readSpan(span: string): { name: string; kind: CitedName['kind'] }[] {
  const text = span.trim();
  if (/[<>*{}…]/.test(text.split('(')[0]!) && !/^[\w$.]+\(/.test(text)) return [];
  const folder = text.split('/')[0];
  if ((CODE_FOLDERS as readonly string[]).includes(folder!) && text.includes('/')) {
    if (/\s/.test(text)) return [];
    return [{ name: text.replace(/[#:].*$/, ''), kind: 'path' }];
  }
  if (/^[\w.-]+\.(ts|tsx|mjs|js)$/.test(text)) return [{ name: text, kind: 'file' }];
  const call = /^((?:[A-Za-z_$][\w$]*\.)*)([A-Za-z_$][\w$]*)\(/.exec(text);
  if (call) return [{ name: call[2]!, kind: 'identifier' }];
  if (/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(text)) {
    const last = text.split('.').at(-1)!;
    return isCodeIdentifier(last) ? [{ name: last, kind: 'identifier' }] : [];
  }
  return [];
}

/** Every code name a markdown document cites in inline code, with its line. */
export function findCitedNames(markdown: string): CitedName[] {
  const cited: CitedName[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    for (const match of text.matchAll(/(`+)([^`]+?)\1/g))
      for (const found of readSpan(match[2]!)) cited.push({ line: index + 1, ...found });
  });
  return cited;
}

function listSourceFiles(dir: string, files: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listSourceFiles(full, files);
    else if (SOURCE_EXTENSIONS.test(entry.name)) files.push(full);
  }
  return files;
}

/** The words and file names of the source tree under root, read once. */
export function readSourceTree(root: string): { words: Set<string>; fileNames: Set<string> } {
  const words = new Set<string>();
  const fileNames = new Set<string>();
  const files = [
    ...CODE_FOLDERS.flatMap((folder) => listSourceFiles(path.join(root, folder))),
    ...ROOT_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
  ];
  for (const file of files) {
    fileNames.add(path.basename(file));
    if (statSync(file).size > 2_000_000) continue;
    for (const word of readFileSync(file, 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []) words.add(word);
  }
  return { words, fileNames };
}

/** The names a doc cites that the source tree does not hold, as "doc:line `name` (kind)". */
export function findMissingNames(
  root: string,
  doc: string,
  tree: { words: Set<string>; fileNames: Set<string> },
): string[] {
  const missing: string[] = [];
  for (const { line, name, kind } of findCitedNames(readFileSync(path.join(root, doc), 'utf8'))) {
    const found =
      kind === 'path'
        ? existsSync(path.join(root, name))
        : kind === 'file'
          ? tree.fileNames.has(name)
          : tree.words.has(name);
    if (!found) missing.push(`${doc}:${line} \`${name}\` (${kind} not in the source tree)`);
  }
  return missing;
}
