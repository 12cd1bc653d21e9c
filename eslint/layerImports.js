// The "may import" column of docs/architecture.md (Layers) as a lint rule: a file under src/<folder>/ may import
// only from the folders listed for it. Relative specifiers are resolved against the importing file, so the
// rule holds whatever the depth; src/shared may import no Node built-in either.
import path from 'node:path';

// docs/architecture.md's table of layers shows the same column; tests/unit/docs/architectureLayers.test.ts
// keeps the two equal.
export const MAY_IMPORT = {
  shared: ['shared'],
  'shared/browser': ['shared', 'shared/browser'],
  ui: ['shared', 'ui'],
  main: ['shared', 'shared/browser', 'ui', 'main'],
  // Only the worker and the service worker use offMain: the page's main thread never loads it.
  offMain: ['shared', 'shared/browser', 'offMain'],
  worker: ['shared', 'shared/browser', 'offMain', 'worker'],
  sw: ['shared', 'shared/browser', 'offMain', 'sw'],
  server: ['shared', 'ui', 'server'],
};

/** The layer of a path inside src/ ('shared/browser' before 'shared'), or undefined outside src/. */
function layerOf(srcRoot, file) {
  const rel = path.relative(srcRoot, file).split(path.sep);
  if (rel[0] === '..' || rel.length < 2) return undefined;
  if (rel[0] === 'shared' && rel[1] === 'browser' && rel.length > 2) return 'shared/browser';
  return rel[0] in MAY_IMPORT ? rel[0] : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way between the folders of src/ (docs/architecture.md, Layers)' },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      layer:
        'src/{{from}} may not import from src/{{to}} (it may import from {{allowed}}; docs/architecture.md, Layers).',
      builtin: "src/shared is platform-free: it may not import the Node built-in '{{name}}'.",
    },
  },
  create(context) {
    const srcRoot = context.options[0]?.srcRoot ?? path.join(context.cwd, 'src');
    const from = layerOf(srcRoot, context.filename);
    if (!from) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      if (specifier.startsWith('node:') && from.startsWith('shared')) {
        context.report({ node, messageId: 'builtin', data: { name: specifier } });
        return;
      }
      if (!specifier.startsWith('.')) return;
      const to = layerOf(srcRoot, path.resolve(path.dirname(context.filename), specifier));
      if (!to || MAY_IMPORT[from].includes(to)) return;
      const allowed = MAY_IMPORT[from].map((layer) => `src/${layer}`).join(', ');
      context.report({ node, messageId: 'layer', data: { from, to, allowed } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'layer-imports': layerImports } };
