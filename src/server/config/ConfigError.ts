// A setting the operator gave that the server cannot use (an environment variable): start-up stops with
// this message alone, naming the variable, not a stack trace (reportStartupError).
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}
