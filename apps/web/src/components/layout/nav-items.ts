import { paths } from '@/config/paths';
import { DEFAULT_DEPARTURE_AIRPORT } from '@/config/defaults';

export interface NavItem {
  label: string;
  to: string;
  /** Only the exact path counts as active (the home page would otherwise match everything). */
  end?: boolean;
}

/** The site's main navigation, in the order passengers see it in the header and the phone drawer. */
export const mainNavItems: readonly NavItem[] = [
  { label: '机票预订', to: paths.home.url(), end: true },
  { label: '航班动态', to: paths.flightDynamics.url() },
  { label: '在线值机', to: paths.checkIn.url() },
  { label: '特惠机票', to: paths.specialFares.url(DEFAULT_DEPARTURE_AIRPORT) },
  { label: '服务公告', to: paths.serviceNotices.url() },
  { label: '我的订单', to: paths.orders.url() },
];

/**
 * The personal centre's pages, in the order of its side menu (tabs on phones): the one list of
 * them, which 我的账户 and the phone drawer list too. `key` names each page for what the personal
 * centre adds to it (icon, subtitle).
 */
export const memberNavItems = [
  { key: 'personalInfo', label: '个人信息', to: paths.personalInfo.url() },
  { key: 'passengers', label: '常用乘机人', to: paths.passengers.url() },
  { key: 'coupons', label: '我的优惠券', to: paths.couponManage.url() },
  { key: 'orders', label: '我的订单', to: paths.orders.url() },
  { key: 'refunds', label: '我的退票', to: paths.refunds.url() },
  { key: 'upgrades', label: '我的升舱', to: paths.upgrades.url() },
] as const satisfies readonly (NavItem & { key: string })[];

export type MemberPageKey = (typeof memberNavItems)[number]['key'];
