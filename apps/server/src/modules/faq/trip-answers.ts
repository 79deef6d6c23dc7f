import {
  checkInWindow,
  feePercentFor,
  formatYuan,
  type FareFeeBands,
  type TicketStatus,
  type TripCard,
  type TripIntent,
} from '@jc/shared';
import { chinaLocal } from '../../lib/china-time';
import { refundPage } from '../after-sales/refunds.service';
import { bookedFlightOps } from '../flight-status/flight-status.service';
import { upcomingTrips, type UpcomingTrip } from '../orders/orders.service';
import type { TripAnswerer, TripQuestion } from './trip-answerer';

/**
 * The assistant's answers from the asker's own bookings (docs/faq-assistant.md): one card per
 * flight of their next trips, built only from the signed-in account's ticketed orders.
 */

/** Flights a card list shows at most: the next ones, enough for a round trip. */
const MAX_FLIGHTS = 2;
const HOUR = 3_600_000;

/** The pages a card links to (docs/pages.md). */
const links = {
  order: (orderNo: string) => ({
    text: '查看订单',
    href: `/orderDetail?orderNo=${encodeURIComponent(orderNo)}`,
  }),
  orders: { text: '查看我的订单', href: '/orders' },
  checkIn: (orderNo: string) => ({
    text: '在线值机',
    href: `/checkInList?orderNo=${encodeURIComponent(orderNo)}`,
  }),
  refunds: { text: '我的退票', href: '/refunds' },
  refund: (refundNo: string) => ({
    text: '查看退票进度',
    href: `/refundDetail?no=${encodeURIComponent(refundNo)}`,
  }),
  flightStatus: (flightNo: string, flightDate: string) => ({
    text: '查看航班动态',
    href: `/flightDynamics?type=2&flightNo=${flightNo}&flightDate=${flightDate}`,
  }),
  baggage: { text: '行李规定', href: '/baggageRules' },
};

interface Flight {
  trips: UpcomingTrip[];
  first: UpcomingTrip;
}

/** The next flights of the trips, each with the passengers' tickets on it, soonest first. */
function flightsOf(trips: UpcomingTrip[]): Flight[] {
  const byFlight = new Map<string, UpcomingTrip[]>();
  for (const t of trips) {
    const key = `${t.flightNo}@${t.flightDate}`;
    byFlight.set(key, [...(byFlight.get(key) ?? []), t]);
  }
  return [...byFlight.values()].slice(0, MAX_FLIGHTS).map((list) => ({ trips: list, first: list[0]! }));
}

const titleOf = ({ first }: Flight) =>
  `${first.flightNo} ${first.depCityName}—${first.arrCityName} · ${chinaLocal(first.departure)}`;
const namesOf = ({ trips }: Flight) =>
  `乘机人：${[...new Set(trips.map((t) => t.passengerName))].join('、')}`;
const time = (at: Date) => chinaLocal(at).slice(11);

function statusCard({ trips, first }: Flight, at: Date): TripCard {
  const ops = bookedFlightOps(first, at);
  const lines = [`状态：${ops.status}`];
  if (ops.plan === 'cancelled') {
    lines.push('航班已取消，可申请免费退票（非自愿退票），或联系客服改签其他航班。');
  } else {
    const delay = ops.estimatedDepartureMs! - first.departure.getTime();
    lines.push(
      ops.actualDepartureMs !== null
        ? `计划起飞 ${time(first.departure)}，实际起飞 ${time(new Date(ops.actualDepartureMs))}`
        : `计划起飞 ${time(first.departure)}，预计起飞 ${time(new Date(ops.estimatedDepartureMs!))}`,
    );
    if (delay > 0)
      lines.push(
        `延误约 ${Math.round(delay / 60_000)} 分钟${ops.delayReason ? `（${ops.delayReason}）` : ''}`,
      );
    if (ops.gate && ops.actualDepartureMs === null) lines.push(`登机口 ${ops.gate}`);
  }
  lines.push(namesOf({ trips, first }));
  return {
    kind: 'flight-status',
    title: titleOf({ trips, first }),
    lines,
    link:
      ops.plan === 'cancelled'
        ? links.order(first.orderNo)
        : links.flightStatus(first.flightNo, first.flightDate),
  };
}

const BAND_EDGES: { before: number; band: keyof FareFeeBands }[] = [
  { before: 7 * 24 * HOUR, band: 'from48Hours' },
  { before: 48 * HOUR, band: 'from4Hours' },
  { before: 4 * HOUR, band: 'late' },
];

function changeCard(flight: Flight, at: Date): TripCard | null {
  const { first } = flight;
  const family = first.family;
  if (!family || first.departure <= at) return null;
  const percent = feePercentFor(family.changeFees, first.departure, at);
  const lines = [
    percent === 0
      ? `${family.name}：现在改期免收改期费`
      : `${family.name}：现在改期，改期费为票面价的 ${percent}%`,
  ];
  // The next band edge still ahead, so the passenger knows how long the fee holds.
  const next = BAND_EDGES.map((e) => ({
    at: new Date(first.departure.getTime() - e.before),
    band: e.band,
  })).find((e) => e.at > at && family.changeFees[e.band] !== percent);
  if (next) lines.push(`${chinaLocal(next.at)} 起改期费为 ${family.changeFees[next.band]}%`);
  lines.push('新航班票价更高时需补齐差价，更低时不退差价。');
  lines.push(namesOf(flight));
  return { kind: 'change', title: titleOf(flight), lines, link: links.order(first.orderNo) };
}

function baggageCard(flight: Flight): TripCard | null {
  const family = flight.first.family;
  if (!family) return null;
  return {
    kind: 'baggage',
    title: titleOf(flight),
    lines: [
      family.checkedBaggageKg > 0
        ? `${family.name}（${family.cabinName}）：每位成人、儿童免费托运 ${family.checkedBaggageKg} 公斤`
        : `${family.name}（${family.cabinName}）：不含免费托运行李，可另购`,
      `随身携带：${family.carryOn}`,
      namesOf(flight),
    ],
    link: links.baggage,
  };
}

function checkInCard(flight: Flight, at: Date): TripCard | null {
  const { first, trips } = flight;
  // The window follows the expected departure, as check-in itself does (docs/trip-services.md).
  const ops = bookedFlightOps(first, at);
  const departure = new Date(ops.estimatedDepartureMs ?? first.departure.getTime());
  if (departure <= at) return null;
  const window = checkInWindow(departure, at);
  const lines: string[] = [];
  if (trips.every((t) => t.ticketStatus === 'CHECKED_IN')) lines.push('已办理值机。');
  else if (window.state === 'notOpen')
    lines.push(`值机将于 ${chinaLocal(window.opensAt)} 开放，${chinaLocal(window.closesAt)} 截止。`);
  else if (window.state === 'open') lines.push(`现在可以办理值机，${chinaLocal(window.closesAt)} 截止。`);
  else lines.push('网上值机已截止，请尽快到机场值机柜台办理。');
  lines.push(namesOf(flight));
  return {
    kind: 'check-in',
    title: titleOf(flight),
    lines,
    link: links.checkIn(first.orderNo),
  };
}

async function refundCards(question: TripQuestion): Promise<TripCard[]> {
  const { rows } = await refundPage(question.db, question.userId, { pageNum: 1, pageSize: MAX_FLIGHTS });
  if (rows.length === 0) {
    return [
      {
        kind: 'refund-progress',
        title: '暂无退票申请',
        lines: ['您的账号下还没有退票记录。需要退票时，可在订单详情中选择客票申请。'],
        link: links.orders,
      },
    ];
  }
  return rows.map((r) => ({
    kind: 'refund-progress',
    title: `退票单 ${r.refundNo}`,
    lines: [
      `状态：${r.statusName}`,
      `退款金额 ${formatYuan(r.amount)}（手续费 ${formatYuan(r.fee)}），原路退回`,
      `申请时间 ${r.createdAt.slice(0, 16).replace('T', ' ')}`,
      ...(r.completedAt ? [`退款完成 ${r.completedAt.slice(0, 16).replace('T', ' ')}`] : []),
    ],
    link: links.refund(r.refundNo),
  }));
}

const NO_TRIP: Record<Exclude<TripIntent, 'refund-progress'>, string> = {
  'flight-status': '您的账号下没有近期出行的航班。',
  change: '您的账号下没有可改期的待出行客票。',
  baggage: '您的账号下没有待出行的航班，行李额以购票时的运价品牌为准。',
  'check-in': '您的账号下没有待出行的航班。值机在起飞前 24 小时开放。',
};

/** The tickets a question is about: a refunded, upgraded or changed ticket is no longer the trip. */
const HELD_FOR: Record<Exclude<TripIntent, 'refund-progress'>, readonly TicketStatus[]> = {
  'flight-status': ['OPEN', 'CHECKED_IN', 'USED'],
  change: ['OPEN'],
  baggage: ['OPEN', 'CHECKED_IN'],
  'check-in': ['OPEN', 'CHECKED_IN'],
};

/** Reads the asker's own orders and refunds; never takes an account from the question. */
export const ordersTripAnswerer: TripAnswerer = {
  async answer(question) {
    const { intent, at } = question;
    if (intent === 'refund-progress') return refundCards(question);
    const held = HELD_FOR[intent];
    const trips = (await upcomingTrips(question.db, question.userId, at)).filter((t) =>
      held.includes(t.ticketStatus),
    );
    const flights = flightsOf(trips);
    const cards = flights
      .map((f) => {
        if (intent === 'flight-status') return statusCard(f, at);
        if (intent === 'change') return changeCard(f, at);
        if (intent === 'baggage') return baggageCard(f);
        return checkInCard(f, at);
      })
      .filter((c): c is TripCard => c !== null);
    if (cards.length > 0) return cards;
    return [{ kind: intent, title: '未找到您近期的航班', lines: [NO_TRIP[intent]], link: links.orders }];
  },
};
