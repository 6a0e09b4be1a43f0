// Proves the architecture walls of eslint.config.js: ESLint's Node API runs the very rules the
// repository is linted with on the small tree in tests/fixtures/lint/, where each file crosses one
// wall (cross-feature import, lib → ui or feature, site → server, server → site, an import cycle)
// or stays inside them; each crossing must fail with its rule and each allowed import must pass.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import astro from 'eslint-plugin-astro';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { architectureWalls } from '../../../eslint.config.js';

const fixtureRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/lint');

/** Rule ids reported per fixture file (path relative to the fixture root), sorted. */
let reported: Map<string, string[]>;

beforeAll(async () => {
  const eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: [tseslint.configs.base, ...astro.configs.base, ...architectureWalls(fixtureRoot)],
  });
  const results = await eslint.lintFiles(['src']);
  reported = new Map(
    results.map((result) => [
      path.relative(fixtureRoot, result.filePath),
      result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`).sort(),
    ]),
  );
}, 60_000);

const restricted = 'import-x/no-restricted-paths';
const cycle = 'import-x/no-cycle';

describe('architecture walls (eslint.config.js)', () => {
  it.each([
    ['src/features/a/a-widget.ts', [restricted], 'a feature importing another feature'],
    ['src/lib/lib-imports-ui.ts', [restricted], 'src/lib importing src/ui'],
    ['src/lib/lib-imports-feature.ts', [restricted], 'src/lib importing a feature'],
    ['src/ui/feature-card.astro', [restricted], 'src/ui importing a feature (.astro frontmatter)'],
    ['src/ui/script-imports-feature.astro', [restricted], 'src/ui importing a feature (.astro <script>)'],
    ['src/pages/uses-server.astro', [restricted], 'a page importing the server'],
    ['src/pages/api-value.ts', ['@typescript-eslint/no-restricted-imports'], 'a value from app-type.ts'],
    ['src/server/server-imports-ui.ts', [restricted], 'the server importing src/ui'],
    ['src/features/b/cycle-one.ts', [cycle], 'one half of a cycle'],
    ['src/features/b/cycle-two.ts', [cycle], 'the other half of the cycle'],
  ])('%s fails with %j: %s', (file, rules) => {
    expect(reported.get(file)).toEqual(rules);
  });

  it.each([
    ['src/features/a/a-own.ts', 'a feature importing its own files, src/lib and src/ui'],
    ['src/features/b/b-helper.ts', 'a feature file importing nothing'],
    ['src/features/b/type-cycle.ts', 'a cycle through `import type` only'],
    ['src/features/b/type-cycle-two.ts', 'the other half of the type-only cycle'],
    ['src/lib/shared.ts', 'src/lib importing nothing'],
    ['src/ui/button.ts', 'src/ui importing src/lib'],
    ['src/pages/api-types.ts', '`import type` from src/server/app/app-type.ts'],
    ['src/server/database.ts', 'the server importing src/lib'],
    ['src/server/app/app-type.ts', 'the typed API surface itself'],
  ])('%s passes: %s', (file) => {
    expect(reported.get(file)).toEqual([]);
  });

  it('lints every fixture file', () => {
    expect(reported.size).toBe(19);
  });
});
