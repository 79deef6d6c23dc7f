import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

/**
 * The web app's layout rules (docs/web.md) as lint enforces them: each case lints a few lines of
 * code as if they were a file at `file`, through the repository's own eslint.config.js.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule and message of each problem lint finds in `code` placed at `file`. */
async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const boundary = (from: string) =>
  expect.stringContaining(
    `import-x/no-restricted-paths: Unexpected path "${from}" imported in restricted zone.`,
  );

/** Lint's problems with a file at `file` importing each name from its module (name → module) and using them. */
const importing = (file: string, imports: Record<string, string>) =>
  problems(
    file,
    [
      ...Object.entries(imports).map(([name, from]) => `import { ${name} } from '${from}';`),
      `export const used = [${Object.keys(imports).join(', ')}];`,
    ].join('\n'),
  );

interface BoundaryCase {
  rule: string;
  /** Where the fixture stands, under apps/web/src. */
  file: string;
  imports: Record<string, string>;
  /** The imports lint refuses, in order. */
  refused: string[];
  /** What the first refusal advises. */
  advice?: string;
}

const BOUNDARY_CASES: BoundaryCase[] = [
  {
    rule: "a feature may not import another feature's internals, by alias or by relative path",
    file: 'features/flight-results/fixture.tsx',
    imports: {
      CityPairField: '@/features/flight-search/components/city-pair-field',
      matchAirports: '../flight-search/lib/airport-search',
    },
    refused: ['@/features/flight-search/components/city-pair-field', '../flight-search/lib/airport-search'],
    advice: 'Use the other feature through its entry file, @/features/<name>.',
  },
  {
    rule: "a feature may use another feature's entry file and its own internals",
    file: 'features/flight-results/components/fixture.tsx',
    imports: { TicketSearchForm: '@/features/flight-search', useLegPicks: '../hooks/use-leg-picks' },
    refused: [],
  },
  {
    rule: "the app may not reach into a feature's internals",
    file: 'app/routes/home/fixture.tsx',
    imports: { HomeBanner: '@/features/content/components/home-banner' },
    refused: ['@/features/content/components/home-banner'],
    advice: 'Use a feature through its entry file, @/features/<name>.',
  },
  {
    rule: 'shared code may not depend on a feature or on the app',
    file: 'lib/fixture.ts',
    imports: { TicketSearchForm: '@/features/flight-search', AppRouter: '@/app/router' },
    refused: ['@/features/flight-search', '@/app/router'],
  },
  {
    rule: 'a feature may not depend on the app',
    file: 'features/content/components/fixture.tsx',
    imports: { AppRouter: '@/app/router' },
    refused: ['@/app/router'],
  },
];

describe('feature boundaries', () => {
  for (const { rule, file, imports, refused, advice } of BOUNDARY_CASES)
    test(rule, async () => {
      const found = await importing(file, imports);
      expect(found).toEqual(refused.map(boundary));
      if (advice) expect(found[0]).toContain(advice);
    });
});

describe('the @/ alias', () => {
  test('an import climbing two folders up is refused; the alias is the way', async () => {
    const found = await problems(
      'components/layout/fixture.tsx',
      "import { paths } from '../../config/paths';\nexport const used = paths;",
    );
    expect(found).toEqual([
      "no-restricted-imports: '../../config/paths' import is restricted from being used by a pattern. Import across folders with the @/ alias (apps/web/src), not by climbing up.",
    ]);
    expect(
      await problems(
        'components/layout/fixture.tsx',
        "import { paths } from '@/config/paths';\nexport const used = paths;",
      ),
    ).toEqual([]);
  });

  test("a value from the shared package's index is refused (it brings every schema); types and modules pass", async () => {
    const found = await problems(
      'features/orders/fixture.tsx',
      "import { ORDER_STATUSES } from '@jc/shared';\nexport const used = ORDER_STATUSES;",
    );
    expect(found).toEqual([expect.stringContaining('@typescript-eslint/no-restricted-imports:')]);
    expect(
      await problems(
        'features/orders/fixture.tsx',
        [
          "import type { OrderStatus } from '@jc/shared';",
          "import { type OrderDetail } from '@jc/shared';",
          "import { ORDER_STATUSES } from '@jc/shared/rules/orders';",
          'export const used: [OrderStatus[], OrderDetail | null] = [[...ORDER_STATUSES], null];',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
