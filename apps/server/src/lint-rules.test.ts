import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

/**
 * The server's layering and time rules as lint enforces them (docs/ARCHITECTURE.md, docs/time.md):
 * each case lints a few lines as if they were a file at `file`, through the repository's own
 * eslint.config.js, so the test fails if a rule goes.
 */
const root = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function rules(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/server/src', file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('server lint rules', () => {
  test("a module may not import another module's repository, only its service", async () => {
    expect(
      await rules(
        'modules/orders/fixture.ts',
        "import { findUserByPhone } from '../accounts/accounts.repository';\nexport const f = findUserByPhone;\n",
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await rules(
        'modules/orders/fixture.ts',
        "import { hashPassword } from '../accounts/accounts.service';\nexport const f = hashPassword;\n",
      ),
    ).toEqual([]);
  });

  test('an import three folders up is refused; #src/… and #test/… say where instead', async () => {
    for (const file of ['providers/payment/sandbox/fixture.ts', 'modules/orders/fixture.ts'])
      expect(
        await rules(file, "import { now } from '../../../lib/clock';\nexport const f = now;\n"),
        file,
      ).toEqual(['no-restricted-imports']);
    expect(
      await rules(
        'providers/payment/sandbox/fixture.ts',
        "import { now } from '#src/lib/clock';\nimport { buildTestApp } from '#test/helper';\nexport const f = [now, buildTestApp];\n",
      ),
    ).toEqual([]);
  });

  test('code asks the injected clock, never the machine’s clock or time zone', async () => {
    for (const line of [
      'export const t = Date.now();',
      'export const d = new Date();',
      'export const h = new Date(0).getHours();',
    ])
      expect(await rules('modules/orders/fixture.ts', `${line}\n`), line).toEqual(['no-restricted-syntax']);
    expect(await rules('modules/orders/fixture.ts', 'export const d = new Date(0).toISOString();\n')).toEqual(
      [],
    );
  });
});
