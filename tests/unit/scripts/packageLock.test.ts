import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// npm's own range rules (semver, installed with the toolchain; no types of its own here).
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const manifest = read('package.json') as { engines: { node: string } };
const lock = read('package-lock.json') as {
  packages: Record<
    string,
    { version?: string; engines?: { node?: string } | string[]; optional?: boolean; hasInstallScript?: boolean }
  >;
};

describe('package-lock.json', () => {
  it('installs on the oldest Node the project supports without an EBADENGINE warning', () => {
    const oldest = semver.minVersion(manifest.engines.node)!.version;
    const refusing = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !semver.satisfies(oldest, (entry.engines as { node: string }).node))
      .map(([name, entry]) => `${name}@${entry.version}: node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it('matches package.json: every dependency is in the lock at a version its range accepts', () => {
    const pkg = read('package.json') as Record<string, Record<string, string> | undefined>;
    const ranges = { ...pkg.dependencies, ...pkg.devDependencies };
    const top = lock.packages[''] as unknown as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect({ ...top.dependencies, ...top.devDependencies }).toEqual(ranges);
    for (const [name, range] of Object.entries(ranges)) {
      const version = lock.packages[`node_modules/${name}`]?.version;
      expect(version && semver.satisfies(version, range), `${name} ${range} locked at ${version}`).toBe(true);
    }
  });

  // npm warns of every install script package.json's allowScripts does not decide. better-sqlite3's builds or
  // fetches its native module (needed); esbuild's only checks the platform binary npm already installed as an
  // optional dependency, and would fetch one from the network when it is missing (never wanted here).
  it('decides every install script in allowScripts, so npm install does not warn of one', () => {
    const allow = (read('package.json') as { allowScripts?: Record<string, boolean> }).allowScripts ?? {};
    const undecided = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([name]) => name.replace(/^.*node_modules\//, ''))
      .filter((name) => typeof allow[name] !== 'boolean');
    expect(undecided).toEqual([]);
  });
});
