import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

export default ts.config(
  { ignores: ['out/', 'dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'tests/artifacts/'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/renderer/**/*.{ts,svelte}', 'src/renderer/**/*.svelte.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The phone pages' service worker (plain JS, copied as it is into the build).
    files: ['src/renderer/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'], svelteConfig } },
  },
  {
    // Which process runs a file is decided by its folder: the renderer never imports main or Node.
    files: ['src/renderer/**/*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/main/**', 'node:*', 'electron'],
              message: 'The renderer only talks to main through lib/api.ts (it may run src/core).',
            },
            {
              group: ['**/s17/reference', '**/s17/reference/**'],
              message: 'ITS S17 is scored from its pack (s17/index.ts); the coded scenarios are a test reference.',
            },
          ],
        },
      ],
    },
  },
  {
    // The core (the rules engine) runs in every process: main, the desk's screens and the phones.
    // It is pure: no I/O, no clock, no unseeded randomness, no DOM, no transport, no API errors.
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts', 'src/core/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'electron', '**/main/**', '**/renderer/**', '**/transports/**'],
              message: 'The core runs in every process: no Node, Electron, main, renderer or transport code.',
            },
            {
              group: ['**/s17/reference', '**/s17/reference/**', './reference', './reference/**'],
              message: 'ITS S17 is scored from its pack (s17/index.ts); the coded scenarios are a test reference.',
            },
            {
              group: ['**/shared/errors'],
              message:
                'The core returns a refusal as data (`Ruled`, rules/problem.ts); main maps it to ApiError (api/fromRules.ts).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'fetch', 'localStorage', 'process', 'setTimeout', 'setInterval'].map(
          (name) => ({ name, message: 'The core runs in every process: no DOM, network, process or timers.' }),
        ),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG (src/core/rules/random.ts).' },
        { object: 'Date', property: 'now', message: 'Rules take time as input.' },
      ],
    },
  },
  {
    // Write integrity: an event changes only through an edit handler, which the
    // registry runs inside `store.mutate` against the draft. Handlers never queue a mutation
    // themselves, and no write handler reads the live state (`.state`) outside the queue.
    files: ['src/main/api/**/*.ts'],
    ignores: ['src/main/api/registry.ts', 'src/main/api/**/*.test.ts', 'src/main/api/testing.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='mutate']",
          message: 'Write handlers return an `edit(draft, params, ctx)`; the registry queues it.',
        },
        {
          selector:
            "Property[key.name=/^(edit|file)$/] MemberExpression[property.name='state']:matches([object.name='store'], [object.callee.property.name=/^(current|peek)$/])",
          message: 'A write reads the event only from its draft, inside the queue.',
        },
      ],
    },
  },
  {
    // The hand-coded ITS S17 scenarios are only the reference the S17 pack is proven against.
    files: ['src/main/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/s17/reference', '**/s17/reference/**', './reference', './reference/**'],
              message: 'ITS S17 is scored from its pack (s17/index.ts); the coded scenarios are a test reference.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/main/**', '**/renderer/**', 'node:*', 'electron'], message: 'Shared code is contract only.' },
          ],
        },
      ],
    },
  },
);
