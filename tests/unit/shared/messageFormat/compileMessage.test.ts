import { describe, expect, it } from 'vitest';
import { compileMessage } from '../../../../src/shared/messageFormat/compileMessage';
import { parseMessage } from '../../../../src/shared/messageFormat/parseMessage';

describe('message format (spec media-and-reporting §5)', () => {
  it('fills plain arguments', () => {
    expect(compileMessage('Hello {name}, you have {n} new', 'en-US')({ name: 'Ada', n: 1200 })).toBe(
      'Hello Ada, you have 1,200 new',
    );
  });

  it('chooses a select case, falling back to other', () => {
    const message = compileMessage('{unit, select, week {weekly} month {monthly} other {yearly}}', 'en-US');
    expect(message({ unit: 'week' })).toBe('weekly');
    expect(message({ unit: 'decade' })).toBe('yearly');
  });

  it('chooses plural cases by the locale rules, =N first, # as the number less the offset', () => {
    const message = compileMessage('{n, plural, =0 {none} one {# item} other {# items}}', 'en-US');
    expect([0, 1, 2, 1000].map((n) => message({ n }))).toEqual(['none', '1 item', '2 items', '1,000 items']);
    const offset = compileMessage(
      '{n, plural, offset:1 =1 {you} one {you and # other} other {you and # others}}',
      'en',
    );
    expect([1, 2, 3].map((n) => offset({ n }))).toEqual(['you', 'you and 1 other', 'you and 2 others']);
    const polish = compileMessage('{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}', 'pl');
    expect([1, 3, 5].map((n) => polish({ n }))).toEqual(['1 plik', '3 pliki', '5 plików']);
  });

  it('chooses selectordinal cases', () => {
    const message = compileMessage('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', 'en-US');
    expect([1, 2, 3, 4, 11, 22].map((n) => message({ n }))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '22nd']);
  });

  it('calls function forms: number built in, others passed in', () => {
    expect(compileMessage('{share, number, percent}', 'en-US')({ share: 0.25 })).toBe('25%');
    const money = compileMessage('Total {total, money}', 'en-US', {
      money: (v, _style, locale) => `${locale}:${String(v)}`,
    });
    expect(money({ total: 5 })).toBe('Total en-US:5');
  });

  it('nests forms and keeps quoted braces literal', () => {
    const message = compileMessage(
      "{over, select, true {More than {cap} items} other {{n, plural, =1 {One item} other {# items}}}} '{'x'}' it''s",
      'en-US',
    );
    expect(message({ over: false, n: 1, cap: 100 })).toBe("One item {x} it's");
    expect(message({ over: true, n: 101, cap: 100 })).toBe("More than 100 items {x} it's");
  });

  it('refuses a plural key the locale does not have, naming the key and the valid keys', () => {
    expect(() => compileMessage('{n, plural, one {a} few {b} other {c}}', 'en-US')).toThrow(
      'invalid plural key "few" in {n} for locale en-US; valid keys: one, other, =N',
    );
    expect(() => compileMessage('{n, selectordinal, many {a} other {b}}', 'en-US')).toThrow(
      /invalid plural key "many" in \{n\} for locale en-US; valid keys: (?=.*one)(?=.*two)(?=.*few)(?=.*other).*=N$/,
    );
    expect(() => compileMessage('{n, plural, =x {a} other {b}}', 'en-US')).toThrow(/invalid plural key "=x"/);
  });

  it('refuses a case list without other, an unknown function, a missing value and bad syntax', () => {
    expect(() => compileMessage('{n, plural, one {a}}', 'en-US')).toThrow('{n} has no "other" case');
    expect(() => compileMessage('{n, currency}', 'en-US')).toThrow('unknown function "currency"');
    expect(() => compileMessage('{name}', 'en-US')({})).toThrow('no value for {name}');
    expect(() => parseMessage('{n, plural, one {a} other {b}')).toThrow(SyntaxError);
    expect(() => parseMessage('a } b')).toThrow(/unexpected "}"/);
  });
});
