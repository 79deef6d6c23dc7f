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

describe('feature boundaries', () => {
  test("a feature may not import another feature's internals, by alias or by relative path", async () => {
    const found = await problems(
      'features/flight-results/fixture.tsx',
      [
        "import { CityPairField } from '@/features/flight-search/components/city-pair-field';",
        "import { matchAirports } from '../flight-search/lib/airport-search';",
        'export const used = [CityPairField, matchAirports];',
      ].join('\n'),
    );
    expect(found).toEqual([
      boundary('@/features/flight-search/components/city-pair-field'),
      boundary('../flight-search/lib/airport-search'),
    ]);
    expect(found[0]).toContain('Use the other feature through its entry file, @/features/<name>.');
  });

  test("a feature may use another feature's entry file and its own internals", async () => {
    const found = await problems(
      'features/flight-results/components/fixture.tsx',
      [
        "import { TicketSearchForm } from '@/features/flight-search';",
        "import { useLegPicks } from '../hooks/use-leg-picks';",
        'export const used = [TicketSearchForm, useLegPicks];',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });

  test("the app may not reach into a feature's internals", async () => {
    const found = await problems(
      'app/routes/home/fixture.tsx',
      "import { HomeBanner } from '@/features/content/components/home-banner';\nexport const used = HomeBanner;",
    );
    expect(found).toEqual([boundary('@/features/content/components/home-banner')]);
    expect(found[0]).toContain('Use a feature through its entry file, @/features/<name>.');
  });

  test('shared code may not depend on a feature or on the app', async () => {
    const found = await problems(
      'lib/fixture.ts',
      [
        "import { TicketSearchForm } from '@/features/flight-search';",
        "import { AppRouter } from '@/app/router';",
        'export const used = [TicketSearchForm, AppRouter];',
      ].join('\n'),
    );
    expect(found).toEqual([boundary('@/features/flight-search'), boundary('@/app/router')]);
  });

  test('a feature may not depend on the app', async () => {
    const found = await problems(
      'features/content/components/fixture.tsx',
      "import { AppRouter } from '@/app/router';\nexport const used = AppRouter;",
    );
    expect(found).toEqual([boundary('@/app/router')]);
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
