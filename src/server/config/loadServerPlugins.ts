import { pathToFileURL } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { ConfigError } from './ConfigError';

// SERVER_PLUGINS: each module's default export is a Fastify plugin the app registers before its routes
// (the end-to-end harness adds its test-only routes and fault switches this way).
export async function loadServerPlugins(modules: string[]): Promise<FastifyPluginAsync[]> {
  const plugins: FastifyPluginAsync[] = [];
  for (const file of modules) {
    const loaded = (await import(pathToFileURL(file).href)) as { default?: unknown };
    if (typeof loaded.default !== 'function')
      throw new ConfigError(`SERVER_PLUGINS: ${file} has no default export that is a Fastify plugin`);
    plugins.push(loaded.default as FastifyPluginAsync);
  }
  return plugins;
}
