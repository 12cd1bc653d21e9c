// Lint: typescript-eslint's type-aware recommended rules, no unused variables or parameters, the rules of
// React hooks in the code that runs React, and the "may import" column of the layers in docs/architecture.md
// (eslint/layerImports.js).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import layers from './eslint/layerImports.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', '.tmp/', 'sites/', '**/*.d.mts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { layers },
    rules: {
      'layers/layer-imports': 'error',
      // Fastify plugins and implementations of promise-returning interfaces are async by contract,
      // whether or not their body awaits.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { args: 'all', argsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // React runs only in src/ui and src/main; elsewhere a function named use… (a Fastify hook, a test's
    // useSiteServer) is not a hook. The two classic rules only: the plugin's other recommended rules check
    // code for the React Compiler, which this project does not use, and refuse patterns it relies on on
    // purpose (a ref holding the latest callback, assigned while rendering, so long-lived listeners call it).
    files: ['src/ui/**/*.{ts,tsx}', 'src/main/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read JSON bodies (inject, fetch, page.evaluate) as any and assert on them directly, patch
    // prototypes to observe the page, and reject with what the browser gave.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Node scripts and benchmarks; their page.evaluate callbacks run in the browser.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
