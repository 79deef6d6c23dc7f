import { asc } from 'drizzle-orm';
import { CERT_TYPES } from '@jc/shared';
import type { Db } from '../client';
import { fareFamilies, type FeeBands } from '../schema';
import { seedBankOnce } from '../../modules/faq/faq.service';
import { airlineFiller } from './airline-text';
import { FAQ_BANK } from './data/faq';

type Family = typeof fareFamilies.$inferSelect;

const percent = (n: number) => (n === 0 ? '免费' : `${n}%`);

/** One line per fare family; families with the same fees share a line (全价经济、公务舱). */
function feeLines(families: Family[], fees: (f: Family) => FeeBands, what: string): string {
  const lines = new Map<string, string[]>();
  for (const family of families) {
    const b = fees(family);
    const text =
      `起飞前7天（含）以上${percent(b.from7Days)}；7天至48小时${percent(b.from48Hours)}；` +
      `48小时至4小时${percent(b.from4Hours)}；4小时以内及起飞后${percent(b.late)}`;
    lines.set(text, [...(lines.get(text) ?? []), family.name]);
  }
  return [...lines].map(([text, names]) => `${names.join('、')}：${text}（按票面价计${what}）。`).join('\n');
}

function baggageLines(families: Family[]): string {
  return families
    .map((f) => {
      const checked = f.checkedBaggageKg > 0 ? `免费托运行李${f.checkedBaggageKg}公斤` : '不含免费托运行李';
      return `${f.name}：${checked}，${f.carryOn}。`;
    })
    .join('\n');
}

/**
 * Seeds the FAQ bank on the first start only (staff edits are kept afterwards), with the airline's
 * name and hotline and the fare families' fees and baggage as the database holds them, so the
 * answers say what the booking pages charge.
 */
export async function seedFaq(db: Db): Promise<number> {
  const fillAirline = await airlineFiller(db);
  const families = await db.select().from(fareFamilies).orderBy(asc(fareFamilies.sort));
  const byCode = new Map(families.map((f) => [f.code, f]));
  const tables: Record<string, string> = {
    '{refundTable}': feeLines(families, (f) => f.refundFees, '收取退票费'),
    '{changeTable}': feeLines(families, (f) => f.changeFees, '收取改期费'),
    '{baggageTable}': baggageLines(families),
  };
  const fillFares = (text: string) =>
    text
      .replace(/\{(refundTable|changeTable|baggageTable)\}/g, (token) => tables[token]!)
      .replace(/\{checkedKg:(\w+)\}/g, (_t, code: string) => String(byCode.get(code)?.checkedBaggageKg ?? 0));
  const fill = (text: string) =>
    fillAirline(fillFares(text)).replaceAll('{certTypes}', CERT_TYPES.join('、')).trim();

  const sortInCategory = new Map<string, number>();
  return seedBankOnce(
    db,
    FAQ_BANK.map((entry) => {
      const sort = (sortInCategory.get(entry.category) ?? 0) + 10;
      sortInCategory.set(entry.category, sort);
      return {
        category: entry.category,
        questionTitle: fill(entry.question),
        content: fill(entry.content)
          .split('\n')
          .map((line) => line.trim())
          .join('\n'),
        keywords: entry.keywords,
        sort,
        published: true,
      };
    }),
  );
}
