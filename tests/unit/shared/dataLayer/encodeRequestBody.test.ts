import { describe, expect, it } from 'vitest';
import { encodeRequestBody } from '../../../../src/shared/dataLayer/encodeRequestBody';

describe('encodeRequestBody (spec visitor-runtime §7: optional JSON bodies)', () => {
  it('sends a JSON body as application/json', () => {
    expect(encodeRequestBody('PUT', { body: { header: 'a', footer: [1] } })).toEqual({
      body: '{"header":"a","footer":[1]}',
      contentType: 'application/json',
    });
  });

  it('sends form fields form-encoded', () => {
    expect(encodeRequestBody('POST', { form: { widgetJSON: '{"type":1}', a: 'b c' } })).toEqual({
      body: 'widgetJSON=%7B%22type%22%3A1%7D&a=b+c',
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    });
  });

  it('sends nothing when there is no body', () => {
    expect(encodeRequestBody('POST', {})).toEqual({});
    expect(encodeRequestBody('DELETE', { query: { cloneCart: true } })).toEqual({});
  });

  it('refuses both kinds at once, and a body on a GET', () => {
    expect(() => encodeRequestBody('POST', { body: {}, form: {} })).toThrow(/either body .* or form .*, not both/);
    expect(() => encodeRequestBody('GET', { body: { a: 1 } })).toThrow(/a GET carries no body/);
  });
});
