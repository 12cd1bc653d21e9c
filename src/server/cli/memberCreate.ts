import { parseAccountArguments } from '../../shared/api/auth/parseAccountArguments';
import { readConfig } from '../config/readConfig';
import { openStorage } from '../storage/openStorage';
import { DuplicateEmailError } from '../storage/auth/OwnerAccountRepository';
import { createMemberRepository } from '../storage/auth/MemberRepository';

const USAGE = `Usage: npm run member:create -- --email member@example.com --password <at least 8 characters> [--name "Display name"]
Uses DATABASE_URL like the server.`;

// Creates a site member (a visitor who can open member-only pages), docs/owners.md.
async function main(): Promise<number> {
  const args = parseAccountArguments(process.argv.slice(2), false);
  if (!args.ok) {
    console.error(`${args.problems.join('\n')}\n\n${USAGE}`);
    return 2;
  }
  const db = await openStorage(readConfig(process.env, process.cwd()).databaseUrl);
  try {
    const member = await createMemberRepository(db).create({ ...args.input, displayName: args.input.name });
    console.log(`Created site member ${member.email} (id ${member.id})`);
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
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
