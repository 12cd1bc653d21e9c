import { parseMessage, type MessagePart } from './parseMessage';

export type MessageValues = Readonly<Record<string, unknown>>;
/** A function form's formatter: `{price, money}` calls functions.money(value, style, locale). */
type MessageFunction = (value: unknown, style: string, locale: string) => string;
export type CompiledMessage = (values?: MessageValues) => string;

const EXPLICIT_KEY = /^=\d+$/;

// Spec media-and-reporting §5: a plural key is one of the locale's categories or an explicit =N; else the
// error names the invalid key and the valid ones. Every plural and select needs its 'other' case.
function checkCases(part: Extract<MessagePart, { cases: unknown }>, locale: string): void {
  const keys = Object.keys(part.cases);
  if (!keys.includes('other')) throw new SyntaxError(`Message format: {${part.name}} has no "other" case`);
  if (part.kind !== 'plural') return;
  const valid = new Intl.PluralRules(locale, { type: part.ordinal ? 'ordinal' : 'cardinal' }).resolvedOptions()
    .pluralCategories as readonly string[];
  for (const key of keys) {
    if (!valid.includes(key) && !EXPLICIT_KEY.test(key))
      throw new SyntaxError(
        `Message format: invalid plural key "${key}" in {${part.name}} for locale ${locale}; valid keys: ${valid.join(', ')}, =N`,
      );
  }
}

function check(parts: readonly MessagePart[], locale: string, functions: Record<string, MessageFunction>): void {
  for (const part of parts) {
    if (typeof part === 'string' || part.kind === '#' || part.kind === 'arg') continue;
    if (part.kind === 'fn') {
      if (!(part.fn in functions)) throw new SyntaxError(`Message format: unknown function "${part.fn}"`);
      continue;
    }
    checkCases(part, locale);
    for (const inner of Object.values(part.cases)) check(inner, locale, functions);
  }
}

/**
 * Compiles an ICU message for a locale, checking it once; the result formats values. `number` is the one
 * built-in function form; others are passed in (a money formatter, say).
 */
export function compileMessage(
  source: string,
  locale: string,
  extraFunctions: Record<string, MessageFunction> = {},
): CompiledMessage {
  const numbers = new Intl.NumberFormat(locale);
  const functions: Record<string, MessageFunction> = {
    number: (value, style) =>
      new Intl.NumberFormat(locale, style === 'percent' ? { style: 'percent' } : {}).format(Number(value)),
    ...extraFunctions,
  };
  const parts = parseMessage(source);
  check(parts, locale, functions);
  const cardinal = new Intl.PluralRules(locale);
  const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' });

  const read = (values: MessageValues, name: string): unknown => {
    if (!(name in values)) throw new Error(`Message format: no value for {${name}}`);
    return values[name];
  };
  const show = (value: unknown) => (typeof value === 'number' ? numbers.format(value) : String(value));

  function render(list: readonly MessagePart[], values: MessageValues, pound: number | null): string {
    let out = '';
    for (const part of list) {
      if (typeof part === 'string') out += part;
      else if (part.kind === '#') out += pound === null ? '#' : numbers.format(pound);
      else if (part.kind === 'arg') out += show(read(values, part.name));
      else if (part.kind === 'fn') out += functions[part.fn]!(read(values, part.name), part.style, locale);
      else if (part.kind === 'select') {
        const key = String(read(values, part.name));
        out += render(part.cases[key] ?? part.cases.other!, values, pound);
      } else {
        const n = Number(read(values, part.name));
        const exact = part.cases[`=${n}`];
        const category = (part.ordinal ? ordinal : cardinal).select(n - part.offset);
        out += render(exact ?? part.cases[category] ?? part.cases.other!, values, n - part.offset);
      }
    }
    return out;
  }
  return (values = {}) => render(parts, values, null);
}
