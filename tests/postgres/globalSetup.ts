import type { TestProject } from 'vitest/node';
import { openStorage } from '../../src/server/storage/openStorage';
import { startPostgresCluster } from './startPostgresCluster';
import { TEMPLATE_DATABASE, withDatabase } from './withDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway cluster's admin URL; absent when the tests run on SQLite. */
    postgresUrl?: string;
  }
}

// One cluster for the whole run: a template database with every migration applied, from which each test
// takes a fresh copy (openTestStorage), and the cluster removed at the end.
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster();
  try {
    const admin = await openStorage(cluster.url);
    await admin.destroy();
    const { default: pg } = await import('pg');
    const client = new pg.Client(cluster.url);
    await client.connect();
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await client.end();
    const template = await openStorage(withDatabase(cluster.url, TEMPLATE_DATABASE));
    await template.destroy();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
