// A request found malformed past its schema (a payload whose fields are each in bounds but whose JSON text,
// once escaped, is not), thrown from deep in a handler: the error handler answers it as every malformed
// request (400 naming the fields at fault) with one warning line, never as a server error with a stack.
export class InvalidRequest extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(
      `Invalid request: ${Object.entries(fields)
        .map(([path, why]) => `${path}: ${why}`)
        .join('; ')}`,
    );
    this.name = 'InvalidRequest';
  }
}
