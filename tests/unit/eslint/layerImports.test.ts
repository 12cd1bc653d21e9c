import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import layers from '../../../eslint/layerImports.js';

const root = path.resolve(import.meta.dirname, '../../..');
const linter = new Linter({ cwd: root });
const config: Linter.Config[] = [
  {
    files: ['**/*.ts'],
    plugins: { layers },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    rules: { 'layers/layer-imports': 'error' },
  },
];

// The messages lint reports for `code` written as the file at `file` (relative to the repository).
function lint(file: string, code: string): string[] {
  return linter.verify(code, config, { filename: path.join(root, file) }).map((m) => m.message);
}

describe('the import rule of docs/architecture.md, Layers', () => {
  it('refuses src/shared importing src/main, at any depth and by export or dynamic import', () => {
    expect(lint('src/shared/telemetry/x.ts', "import { a } from '../../main/publicApi';")).toEqual([
      'src/shared may not import from src/main (it may import from src/shared; docs/architecture.md, Layers).',
    ]);
    expect(lint('src/shared/x.ts', "export * from '../main/boot';")).toHaveLength(1);
    expect(lint('src/shared/a/b/x.ts', "await import('../../../ui/blocks/catalog');")).toHaveLength(1);
  });

  it('keeps the worker and the service worker off the page and the server off the browser threads', () => {
    expect(lint('src/worker/x.ts', "import '../main/boot';")).toHaveLength(1);
    expect(lint('src/worker/x.ts', "import '../ui/blocks/catalog';")).toHaveLength(1);
    expect(lint('src/sw/forms/x.ts', "import '../../main/boot';")).toHaveLength(1);
    for (const folder of ['main', 'worker', 'sw'])
      expect(lint('src/server/x.ts', `import '../${folder}/a';`)).toHaveLength(1);
  });

  it('keeps src/shared free of Node and of its own browser adapters', () => {
    expect(lint('src/shared/x.ts', "import { readFileSync } from 'node:fs';")).toHaveLength(1);
    expect(lint('src/shared/forms/x.ts', "import '../browser/openPendingStore';")).toHaveLength(1);
  });

  it('keeps what only the worker and the service worker run out of the page and the shared code', () => {
    expect(lint('src/main/telemetry/x.ts', "import '../../offMain/drainChunks';")).toHaveLength(1);
    expect(lint('src/shared/telemetry/x.ts', "import '../../offMain/ChunkStore';")).toHaveLength(1);
    expect(lint('src/offMain/x.ts', "import '../worker/persistRecords';")).toHaveLength(1);
  });

  it('lets each folder import what its column allows', () => {
    expect(lint('src/shared/forms/x.ts', "import '../telemetry/recordKinds'; import 'zod';")).toEqual([]);
    expect(lint('src/shared/browser/x.ts', "import '../telemetry/recordKinds';")).toEqual([]);
    expect(lint('src/main/forms/x.ts', "import '../../shared/browser/openPendingStore'; import '../../ui/a';")).toEqual(
      [],
    );
    expect(lint('src/worker/x.ts', "import '../shared/browser/createPostJson';")).toEqual([]);
    expect(lint('src/worker/x.ts', "import '../offMain/openChunkStore';")).toEqual([]);
    expect(lint('src/sw/telemetry/x.ts', "import '../../offMain/drainChunks';")).toEqual([]);
    expect(lint('src/offMain/x.ts', "import '../shared/telemetry/TelemetryRecord';")).toEqual([]);
    expect(lint('src/server/x.ts', "import '../ui/blocks/catalog'; import 'node:fs';")).toEqual([]);
    expect(lint('tests/unit/x.ts', "import '../../src/main/boot';")).toEqual([]);
  });
});
