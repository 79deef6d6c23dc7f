import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';
import path from 'node:path';

const web = path.join(import.meta.dirname, 'apps/web/src');
const features = fs
  .readdirSync(path.join(web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (docs/web.md): shared code (components, hooks, lib, config) → features → app.
 * A feature is used from outside only through its entry file, features/<name>/index.ts. Checked on
 * resolved paths, so a relative path and the `@/` alias are caught alike.
 */
const webBoundaries = [
  {
    target: ['components', 'hooks', 'lib', 'config'].map((dir) => path.join(web, dir)),
    from: [path.join(web, 'features'), path.join(web, 'app')],
    message:
      'Shared code must not depend on a feature or on the app: move what both need to components/, hooks/ or lib/.',
  },
  {
    target: path.join(web, 'features'),
    from: path.join(web, 'app'),
    message: 'A feature must not depend on the app: the app composes the features.',
  },
  ...features.map((feature) => ({
    target: path.join(web, 'features', feature),
    from: path.join(web, 'features/*/**'),
    except: [path.join(web, 'features', feature, '**'), path.join(web, 'features/*/index.ts')],
    message: 'Use the other feature through its entry file, @/features/<name>.',
  })),
  {
    // The router may also take a feature's prefetch.ts (its pages' loaders and pending words) on
    // its own, so that starting a page's data does not wait for the page's code (docs/web.md).
    target: path.join(web, 'app'),
    from: path.join(web, 'features/*/**'),
    except: [path.join(web, 'features/*/index.ts'), path.join(web, 'features/*/prefetch.ts')],
    message: 'Use a feature through its entry file, @/features/<name>.',
  },
];

/** Three folders up or more: the server's #src/… and #test/… aliases say where instead. */
const serverClimb = {
  group: ['../../../*'],
  message: 'Import across the server with #src/… or #test/… (apps/server/package.json "imports").',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'apps/server/drizzle/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'apps/web/tsconfig.json') }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: webBoundaries }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // The browser must not pull the schema library through the shared index by value.
            { group: ['zod', 'zod/*'], message: 'Keep zod out of the browser bundle: use the shared rules.' },
            {
              group: ['../../*'],
              message: 'Import across folders with the @/ alias (apps/web/src), not by climbing up.',
            },
          ],
        },
      ],
      // The shared package's index holds every schema: a value imported from it brings all of them
      // (and zod) into the page that imports it. Types are free; values come from their module.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@jc/shared',
              allowTypeImports: true,
              message:
                'Import values from their module (@jc/shared/rules/…): the index brings every schema along.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through lib/api-client.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/api-client.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // The server imports across its folders with #src/… and #test/… (package.json "imports").
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverClimb] }] },
  },
  {
    // Server modules talk through services, never each other's repositories.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository', '../*/*.repository.ts'],
              message: 'Use the other module’s service.',
            },
            serverClimb,
          ],
        },
      ],
    },
  },
  {
    // Services hold the rules and leave SQL to repositories (docs/ARCHITECTURE.md): no query builders,
    // tables or raw-SQL helpers by value. Types (a row type, Db) stay importable.
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'SQL belongs in the module’s repository: call a named repository function.',
            },
            {
              group: ['**/db/schema', '**/db/schema/*', '#src/db/schema', '#src/db/schema/*'],
              allowTypeImports: true,
              message:
                'Tables are read and written in the module’s repository; a service may import types only.',
            },
            {
              group: ['**/db/client', '#src/db/client'],
              importNames: ['queryRows', 'execute'],
              allowTypeImports: true,
              message: 'Raw SQL belongs in the module’s repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // Time is an input (docs/time.md): the server and the shared rules ask the injected clock, never the
    // machine's clock or time zone, so that tests can put them at any instant.
    files: ['apps/server/**/*.ts', 'packages/shared/src/**/*.ts'],
    ignores: ['apps/server/src/lib/clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Ask now() from lib/clock (docs/time.md); performance.now() for durations.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Ask now() from lib/clock (docs/time.md).',
        },
        {
          selector: "CallExpression[callee.name='dayjs'][arguments.length=0]",
          message: 'dayjs(now()) from lib/clock (docs/time.md).',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(get|set)(Hours|Minutes|Date|Day|Month|FullYear)$/]',
          message: 'The machine’s time zone is not China’s: use dayjs.tz with TIME_ZONE (docs/time.md).',
        },
      ],
    },
  },
);
