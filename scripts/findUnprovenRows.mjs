// The proof rule of docs/SPEC-COVERAGE.md: a row's cited tests must name what the row promises. Each message
// the rule cell quotes ('like this' or "like this"; around {placeholders}, its longest literal part) and each
// value it states (a number with a unit: 30 s, 36 px, 32 KiB; a bound: at most 60, ≤ 100000000) must appear in
// at least one test file the row cites (an ellipsis … in a quote stands for elided words). A value in seconds may appear in milliseconds (30 s as 30000 or
// 30_000). Rows that cannot meet the rule yet are listed, each with its reason, in
// docs/coverage/unproven-exceptions.json: the one place to look for what is still unproven.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const UNIT_TO_MS = { ms: 1, s: 1000, min: 60000, h: 3600000 };

/** The messages a rule cell quotes: the text the tests must show. */
export function readQuotedMessages(rule) {
  const cell = rule.replace(/`[^`]*`/g, '');
  return [...cell.matchAll(/(?<![\w])(?:'([^'\s][^']{2,}?[^'\s])'|"([^"\s][^"]{2,}?[^"\s])")(?![\w])/g)].map(
    (m) => m[1] ?? m[2],
  );
}

/** The values a rule cell states: numbers with units, and bounds. Section marks (§4) are not values. */
export function readStatedValues(rule) {
  const cell = rule.replace(/`[^`]*`/g, '').replace(/'[^']*'|"[^"]*"/g, '');
  const values = [];
  for (const m of cell.matchAll(/(?<![\w.§])(\d[\d,_]*(?:\.\d+)?)\s?(ms|s|px|KiB|KB|MB|min|h)\b/g))
    values.push({ number: m[1].replace(/[,_]/g, ''), unit: m[2] });
  for (const m of cell.matchAll(/(?:at most|≤|maximum|at least|≥|minimum)\s*(\d[\d,_]*)/g))
    values.push({ number: m[1].replace(/[,_]/g, ''), unit: '' });
  return values;
}

function namesMessage(body, message) {
  const parts = message
    .split(/\{[^}]*\}|…/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 3)
    .sort((a, b) => b.length - a.length);
  return body.includes(parts[0] ?? message);
}

function namesValue(body, { number, unit }) {
  const forms = [number];
  if (UNIT_TO_MS[unit]) forms.push(String(Number(number) * UNIT_TO_MS[unit]));
  return forms.some((form) => new RegExp(`(?<![\\d.])${form.replace('.', '\\.')}(?![\\d])`).test(body));
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** Rows of the coverage text whose cited tests never name a quoted message or stated value of the rule. */
export function findUnprovenRows(text, root = process.cwd()) {
  const rows = text.split('\n').filter((line) => /^\| (?!rule |spec rule |---)/.test(line));
  const unproven = [];
  for (const row of rows) {
    const cells = row.split('|');
    const rule = cells[1] ?? '';
    const cited = [...(cells.at(-2) ?? '').matchAll(/`(tests\/[^`*]+?)`/g)]
      .map((m) => path.join(root, m[1].replace(/[#:].*$/, '')))
      .filter(isFile);
    const bodies = cited.map((file) => readFileSync(file, 'utf8').replace(/(\d)_(?=\d)/g, '$1'));
    const missing = [
      ...readQuotedMessages(rule).filter((message) => !bodies.some((body) => namesMessage(body, message))),
      ...readStatedValues(rule)
        .filter((value) => !bodies.some((body) => namesValue(body, value)))
        .map((value) => `${value.number}${value.unit ? ` ${value.unit}` : ''}`),
    ];
    if (missing.length) unproven.push({ rule: rule.trim(), missing });
  }
  return unproven;
}
