import { compileMessage, type CompiledMessage, type MessageValues } from './compileMessage';

const compiled = new Map<string, CompiledMessage>();

/** Formats an ICU message for a locale, compiling (and checking) each message once per locale. */
export function formatMessage(source: string, locale: string, values?: MessageValues): string {
  const key = `${locale}\u0000${source}`;
  let message = compiled.get(key);
  if (!message) {
    message = compileMessage(source, locale);
    compiled.set(key, message);
  }
  return message(values);
}
