import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

// The export commands' arguments: an option the command does not know, a value missing or a stray argument
// is a one-line error and the usage on standard error, exit code 2 (not a stack trace); --help prints the usage.
export function parseCommandOptions<T extends Options>(options: T, usage: string) {
  let values: ReturnType<typeof parseArgs<{ options: T }>>['values'];
  try {
    values = parseArgs({ options: { ...options, help: { type: 'boolean' } }, allowPositionals: false }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
  if ((values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return values;
}
