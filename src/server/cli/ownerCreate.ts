import { WebsiteRole } from '../../shared/constants/roles';
import { parseAccountArguments } from '../../shared/api/auth/parseAccountArguments';
import { readConfig } from '../config/readConfig';
import { openStorage } from '../storage/openStorage';
import { DuplicateEmailError, createOwnerAccountRepository } from '../storage/auth/OwnerAccountRepository';

const USAGE = `Usage: npm run owner:create -- --email owner@example.com --password <at least 8 characters> --roles ADMIN,EDITOR [--name "Display name"]
Roles: ${Object.keys(WebsiteRole).join(', ')}. Uses DATABASE_URL like the server.`;

// Creates an owner account in the database the server uses (docs/owners.md).
async function main(): Promise<number> {
  const args = parseAccountArguments(process.argv.slice(2), true);
  if (!args.ok) {
    console.error(`${args.problems.join('\n')}\n\n${USAGE}`);
    return 2;
  }
  const config = readConfig(process.env, process.cwd());
  const db = await openStorage(config.databaseUrl);
  try {
    const account = await createOwnerAccountRepository(db).create({ ...args.input, displayName: args.input.name, websiteRoles: args.roles });
    const names = Object.entries(WebsiteRole).filter(([, code]) => account.websiteRoles.includes(code)).map(([name]) => name);
    console.log(`Created owner ${account.email} (id ${account.id}) with roles ${names.join(', ')}`);
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
