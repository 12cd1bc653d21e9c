// The parts of an ICU MessageFormat message (media-and-reporting §5): text, a plain argument, a function
// form ({n, number}), select, plural and selectordinal with their cases, and '#' (the plural number).
export type MessagePart =
  | string
  | { kind: '#' }
  | { kind: 'arg'; name: string }
  | { kind: 'fn'; name: string; fn: string; style: string }
  | { kind: 'select'; name: string; cases: Record<string, MessagePart[]> }
  | { kind: 'plural'; name: string; ordinal: boolean; offset: number; cases: Record<string, MessagePart[]> };

const SPACE = /\s/;

/** Parses a message; throws a SyntaxError naming the position of the first fault. */
export function parseMessage(source: string): MessagePart[] {
  let at = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`Message format: ${what} at ${at} in "${source}"`);
  };
  const skipSpace = () => {
    while (at < source.length && SPACE.test(source[at]!)) at++;
  };
  const readWord = () => {
    skipSpace();
    const start = at;
    while (at < source.length && !/[\s,{}]/.test(source[at]!)) at++;
    if (at === start) fail('expected a name');
    return source.slice(start, at);
  };
  const expect = (char: string) => {
    skipSpace();
    if (source[at] !== char) fail(`expected "${char}"`);
    at++;
  };

  function parseParts(inPlural: boolean): MessagePart[] {
    const parts: MessagePart[] = [];
    let text = '';
    while (at < source.length) {
      const char = source[at]!;
      if (char === '}') break;
      if (char === '{') {
        if (text) parts.push(text);
        text = '';
        parts.push(parseArgument());
        continue;
      }
      at++;
      if (char === '#' && inPlural) {
        if (text) parts.push(text);
        text = '';
        parts.push({ kind: '#' });
      } else if (char === "'" && source[at] === "'") {
        text += "'";
        at++;
      } else if (char === "'" && /[{}#]/.test(source[at] ?? '')) {
        // Quoted literal text: '{' stays a brace.
        const end = source.indexOf("'", at);
        if (end < 0) fail('unclosed quote');
        text += source.slice(at, end);
        at = end + 1;
      } else text += char;
    }
    if (text) parts.push(text);
    return parts;
  }

  function parseCases(inPlural: boolean): { cases: Record<string, MessagePart[]>; offset: number } {
    const cases: Record<string, MessagePart[]> = {};
    let offset = 0;
    for (skipSpace(); source[at] !== '}'; skipSpace()) {
      if (at >= source.length) fail('unclosed argument');
      const key = readWord();
      if (inPlural && key.startsWith('offset:')) {
        offset = Number(key.slice(7));
        if (!Number.isInteger(offset)) fail('expected an integer offset');
        continue;
      }
      expect('{');
      cases[key] = parseParts(inPlural);
      expect('}');
    }
    return { cases, offset };
  }

  function parseArgument(): MessagePart {
    at++;
    const name = readWord();
    skipSpace();
    let part: MessagePart = { kind: 'arg', name };
    if (source[at] === ',') {
      at++;
      const type = readWord();
      skipSpace();
      if (type === 'select' || type === 'plural' || type === 'selectordinal') {
        expect(',');
        const plural = type !== 'select';
        const { cases, offset } = parseCases(plural);
        part = plural
          ? { kind: 'plural', name, ordinal: type === 'selectordinal', offset, cases }
          : { kind: 'select', name, cases };
      } else {
        let style = '';
        if (source[at] === ',') {
          const end = source.indexOf('}', ++at);
          if (end < 0) fail('unclosed argument');
          style = source.slice(at, end).trim();
          at = end;
        }
        part = { kind: 'fn', name, fn: type, style };
      }
    }
    expect('}');
    return part;
  }

  const parts = parseParts(false);
  if (at < source.length) fail('unexpected "}"');
  return parts;
}
