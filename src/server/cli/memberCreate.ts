import { createMemberRepository } from '../storage/auth/MemberRepository';
import { runAccountCommand } from './lib/runAccountCommand';

// Creates a site member (a visitor who can open member-only pages), docs/owners.md.
runAccountCommand({
  usage: `Usage: npm run member:create -- --email member@example.com [--name "Display name"]
Uses DATABASE_URL like the server.
The password (at least 8 characters) is asked for, or read from standard input.`,
  withRoles: false,
  create: async (db, args) => {
    const member = await createMemberRepository(db).create({ ...args.input, displayName: args.input.name });
    return `Created site member ${member.email} (id ${member.id})`;
  },
});
