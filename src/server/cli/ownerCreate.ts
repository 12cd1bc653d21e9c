import { WebsiteRole } from '../../shared/constants/roles';
import { createOwnerAccountRepository } from '../storage/auth/OwnerAccountRepository';
import { runAccountCommand } from './lib/runAccountCommand';

// Creates an owner account in the database the server uses (docs/owners.md).
runAccountCommand({
  usage: `Usage: npm run owner:create -- --email owner@example.com --roles ADMIN,EDITOR [--name "Display name"]
Roles: ${Object.keys(WebsiteRole).join(', ')}. Uses DATABASE_URL like the server.
The password (at least 8 characters) is asked for, or read from standard input.`,
  withRoles: true,
  create: async (db, args) => {
    const account = await createOwnerAccountRepository(db).create({
      ...args.input,
      displayName: args.input.name,
      websiteRoles: args.roles,
    });
    const names = Object.entries(WebsiteRole)
      .filter(([, code]) => account.websiteRoles.includes(code))
      .map(([name]) => name);
    return `Created owner ${account.email} (id ${account.id}) with roles ${names.join(', ')}`;
  },
});
