/**
 * Fills a message's plain {name} arguments, for an island that must stay small (the gallery): its words
 * have no plural or select, so it does without the message-format compiler. A message with a plural or a
 * select goes through formatMessage; an argument without a value is an error, as there.
 */
export function fillWords(source: string, values: Readonly<Record<string, string | number>>): string {
  return source.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`Message format: no value for {${name}}`);
    return String(values[name]);
  });
}
