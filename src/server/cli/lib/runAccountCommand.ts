import type { Kysely } from 'kysely';
import { parseAccountArguments, type AccountArguments } from '../../../shared/api/auth/parseAccountArguments';
import { readConfig } from '../../config/readConfig';
import { reportStartupError } from '../../config/reportStartupError';
import { openStorage } from '../../storage/openStorage';
import { DuplicateEmailError } from '../../storage/auth/OwnerAccountRepository';
import type { Database } from '../../storage/Database';
import { readPassword } from './readPassword';

type ParsedArguments = Extract<AccountArguments, { ok: true }>;

// The shared body of owner:create and member:create: parse, read the password (readPassword), open the
// server's storage, create, report.
// Exit codes: 0 created, 1 the email is taken, 2 bad arguments.
export function runAccountCommand(options: {
  usage: string;
  withRoles: boolean;
  create: (db: Kysely<Database>, args: ParsedArguments) => Promise<string>;
}): void {
  const main = async (): Promise<number> => {
    const argv = process.argv.slice(2);
    // The arguments first, so a mistake is said before the password is asked for.
    const checked = parseAccountArguments(argv, options.withRoles, null);
    const args = checked.ok ? parseAccountArguments(argv, options.withRoles, await readPassword()) : checked;
    if (!args.ok) {
      console.error(`${args.problems.join('\n')}\n\n${options.usage}`);
      return 2;
    }
    const db = await openStorage(readConfig(process.env, process.cwd()).databaseUrl);
    try {
      console.log(await options.create(db, args));
      return 0;
    } catch (error) {
      if (error instanceof DuplicateEmailError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    } finally {
      await db.destroy();
    }
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      reportStartupError(error);
      process.exit(1);
    },
  );
}
