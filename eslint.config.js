// @ts-check
// ESLint for the whole repository: the recommended JS, TypeScript and Astro rules, plus the
// architecture walls of docs/architecture.md (which layer may import which, no import cycles).
// The walls are built by `architectureWalls(root)` so that tests/unit/lint/architecture-rules.test.ts
// can run the very same rules on a fixture tree and prove that each wall fails when crossed.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The site's layers: everything under src/ that is built into pages. */
const SITE = ['src/pages', 'src/layouts', 'src/features', 'src/ui', 'src/lib'];

/** The one server file the site may import, and only with `import type`: the typed API surface. */
const API_TYPE = 'src/server/app/app-type.ts';

/**
 * The architecture walls as flat-config objects for the repository (or fixture tree) at `root`.
 * One zone per feature folder found under `root/src/features`, so a new feature is walled in
 * without touching this file.
 * @param {string} root absolute path of the tree whose `src/` is checked
 * @returns {import('eslint').Linter.Config[]}
 */
export function architectureWalls(root) {
  const featuresDir = path.join(root, 'src/features');
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const featureZones = features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'A feature imports only its own files; move what two features share to src/ui or src/lib.',
  }));
  return [
    {
      files: ['**/*.{js,mjs,ts,tsx,astro}'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro', '.json'] }),
        ],
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.astro'],
        'import-x/parsers': {
          '@typescript-eslint/parser': ['.ts', '.tsx', '.js', '.mjs'],
          'astro-eslint-parser': ['.astro'],
        },
      },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              ...featureZones,
              {
                // src/server is walled off for the whole site below (all but `import type` of app-type.ts).
                target: 'src/lib',
                from: ['src/ui', 'src/features', 'src/pages', 'src/layouts'],
                message: 'src/lib is shared by site and server: it imports only src/lib and packages.',
              },
              {
                target: 'src/ui',
                from: 'src/features',
                message: 'src/ui is shared by the features: it may not import one.',
              },
              {
                target: SITE,
                from: 'src/server',
                except: ['./app/app-type.ts'],
                message: `The site may not import the server; only \`import type\` from ${API_TYPE}.`,
              },
              {
                target: 'src/server',
                from: [
                  'src/pages',
                  'src/layouts',
                  'src/features',
                  'src/ui',
                  'src/content',
                  'src/content.config.ts',
                  'src/styles',
                ],
                message: 'The server may import only src/lib from the site.',
              },
            ],
          },
        ],
        // Runtime cycles only (`import type` is skipped); dynamic import() counts too.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      // The typed API surface carries the server's code: the site takes its types, never its values.
      files: SITE.map((dir) => `${dir}/**/*.{ts,tsx,astro}`),
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/server/app/app-type.ts'],
                allowTypeImports: true,
                message: `Import ${API_TYPE} with \`import type\` only.`,
              },
            ],
          },
        ],
      },
    },
  ];
}

const root = path.dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      '.tmp/',
      'public/',
      // Deliberately broken trees linted by tests/unit/lint/architecture-rules.test.ts.
      'tests/fixtures/lint/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'warn',
    },
  },
  ...architectureWalls(root),
);
