import type { Db } from '../client';
import { routes } from '../schema';
import { addDays, chinaToday, dayjs } from '../../lib/clock';
import { createFlashSalesIfNoneLive } from '../../modules/flash-sales/flash-sales.service';
import { seedDayAt } from './seed-day';

/*
 * The flash-sale campaigns: one on now, two to come, one over. Dates are fixed offsets from the
 * day the seed runs, so the site always has a campaign to count down. Special prices are in
 * whole yuan, far under the route's full economy fare (the struck-through reference price,
 * read from the routes table so both always agree). `sold` stands for other buyers' seats:
 * the stock counter is what a purchase draws on, purchase rows are per account.
 */

interface RouteSeed {
  dep: string;
  arr: string;
  /** Yuan. */
  price: number;
  stock: number;
  sold: number;
  limit: number;
}

interface CampaignSeed {
  title: string;
  subtitle: string;
  /** The picture: /images/flash-sales/<slug>.webp, drawn from <slug>.svg (docs/web.md, "Pictures"). */
  slug: string;
  /** On sale from 10:00 on the first day to 22:00 on the second (China time), days from the seed day. */
  onSale: [from: number, to: number];
  /** Travel window, days from the seed day. */
  travel: [from: number, to: number];
  routes: RouteSeed[];
}

const terms = (travel: string) =>
  `秒杀价为单程成人票价，不含民航发展基金及燃油附加费，适用舱位为经济舱特惠经济，${travel}。` +
  '每个账号每条航线限购张数以页面为准，数量有限，抢完即止。秒杀机票不得改期、不得签转，退票按特惠经济退票规则收取费用。';

const CAMPAIGNS: CampaignSeed[] = [
  {
    title: '双十二早鸟秒杀',
    subtitle: '热门干线低至2折，限量放送，抢完即止',
    slug: 'double-twelve',
    onSale: [-2, 5],
    travel: [7, 45],
    routes: [
      { dep: 'PEK', arr: 'SHA', price: 399, stock: 200, sold: 137, limit: 2 },
      { dep: 'SHA', arr: 'CAN', price: 459, stock: 120, sold: 120, limit: 1 },
      { dep: 'CTU', arr: 'HGH', price: 499, stock: 80, sold: 23, limit: 2 },
      { dep: 'XIY', arr: 'CTU', price: 199, stock: 50, sold: 41, limit: 1 },
      { dep: 'PVG', arr: 'SYX', price: 599, stock: 150, sold: 64, limit: 2 },
    ],
  },
  {
    title: '冬日暖阳 · 海岛秒杀',
    subtitle: '飞往三亚、海口、厦门，阳光海岛特价抢先订',
    slug: 'island-winter',
    onSale: [3, 10],
    travel: [14, 60],
    routes: [
      { dep: 'PEK', arr: 'SYX', price: 599, stock: 100, sold: 0, limit: 2 },
      { dep: 'CTU', arr: 'SYX', price: 459, stock: 80, sold: 0, limit: 2 },
      { dep: 'HGH', arr: 'HAK', price: 399, stock: 60, sold: 0, limit: 1 },
      { dep: 'HGH', arr: 'XMN', price: 299, stock: 40, sold: 0, limit: 1 },
    ],
  },
  {
    title: '春运回家 · 返乡秒杀',
    subtitle: '提前锁定回家低价票，南北返乡航线限量放送',
    slug: 'spring-festival',
    onSale: [12, 19],
    travel: [40, 75],
    routes: [
      { dep: 'CAN', arr: 'HRB', price: 599, stock: 100, sold: 0, limit: 2 },
      { dep: 'SZX', arr: 'CTU', price: 399, stock: 120, sold: 0, limit: 2 },
      { dep: 'SHA', arr: 'XIY', price: 359, stock: 80, sold: 0, limit: 1 },
      { dep: 'HGH', arr: 'CGO', price: 259, stock: 60, sold: 0, limit: 1 },
    ],
  },
  {
    title: '双十一狂欢秒杀',
    subtitle: '全网航线狂欢价，已圆满结束',
    slug: 'double-eleven',
    onSale: [-12, -9],
    travel: [-5, 25],
    routes: [
      { dep: 'PEK', arr: 'CAN', price: 499, stock: 100, sold: 100, limit: 1 },
      { dep: 'CTU', arr: 'KMG', price: 199, stock: 60, sold: 52, limit: 2 },
      { dep: 'HGH', arr: 'CTU', price: 459, stock: 80, sold: 80, limit: 1 },
    ],
  },
];

const travelWindow = (from: string, to: string) =>
  `出行日期为${dayjs(from).format('M月D日')}至${dayjs(to).format('M月D日')}`;

/**
 * Writes the flash-sale campaigns when none is on or to come (safe on every start: a database
 * with a live campaign keeps its own; one kept past them all gets a fresh set). Throws if a seeded route is not in the network, which a change of
 * the timetable would otherwise hide.
 */
export async function seedFlashSales(db: Db): Promise<number> {
  const fares = new Map(
    (
      await db
        .select({ origin: routes.origin, destination: routes.destination, economyFare: routes.economyFare })
        .from(routes)
    ).map((r) => [`${r.origin}-${r.destination}`, r.economyFare]),
  );
  const today = chinaToday();
  return createFlashSalesIfNoneLive(
    db,
    CAMPAIGNS.map((c, i) => {
      const travelFrom = addDays(today, c.travel[0]);
      const travelTo = addDays(today, c.travel[1]);
      return {
        subject: {
          title: c.title,
          subtitle: c.subtitle,
          description: terms(travelWindow(travelFrom, travelTo)),
          imagePath: `/images/flash-sales/${c.slug}.webp`,
          startsAt: seedDayAt(c.onSale[0], '10:00'),
          endsAt: seedDayAt(c.onSale[1], '22:00'),
          sort: i + 1,
        },
        routes: c.routes.map((r, k) => {
          const originalPrice = fares.get(`${r.dep}-${r.arr}`);
          if (originalPrice === undefined) throw new Error(`flash-sale seed: no route ${r.dep}-${r.arr}`);
          return {
            depCode: r.dep,
            arrCode: r.arr,
            travelFrom,
            travelTo,
            cabin: 'Y' as const,
            fareFamilyCode: 'SAVER',
            specialPrice: r.price * 100,
            originalPrice,
            stockTotal: r.stock,
            stockSold: r.sold,
            perUserLimit: r.limit,
            sort: k + 1,
          };
        }),
      };
    }),
  );
}
