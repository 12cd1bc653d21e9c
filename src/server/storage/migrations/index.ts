import type { Migration } from 'kysely';
import * as core from './0001_core';

// Every migration, in order; names are stored in the database, so never rename one.
export const migrations: Record<string, Migration> = {
  '0001_core': core,
};
