import type { ComponentType } from 'react';

/**
 * The code of every page but the home page, by its component's name, for the route table
 * (router.tsx). Kept out of the first download: see `later` there.
 */
export const pageModules = {
  TicketRoute: () => import('./routes/flights/ticket-page').then((m) => m.TicketRoute),
  PoliceTicketRoute: () => import('./routes/flights/ticket-page').then((m) => m.PoliceTicketRoute),
  ThematicActivityRoute: () =>
    import('./routes/content/thematic-activity').then((m) => m.ThematicActivityRoute),
  ThematicActivityDetailRoute: () =>
    import('./routes/content/thematic-activity-detail').then((m) => m.ThematicActivityDetailRoute),
  ServiceNoticeRoute: () => import('./routes/content/service-notice').then((m) => m.ServiceNoticeRoute),
  ServiceNoticeDetailRoute: () =>
    import('./routes/content/service-notice-detail').then((m) => m.ServiceNoticeDetailRoute),
  SpecialDetailRoute: () => import('./routes/content/special-detail').then((m) => m.SpecialDetailRoute),
  FlashSaleRoute: () => import('./routes/promotions/flash-sale').then((m) => m.FlashSaleRoute),
  SpecialTravellerRoute: () =>
    import('./routes/trip/special-traveller-page').then((m) => m.SpecialTravellerRoute),
  LoginRoute: () => import('./routes/auth/login-page').then((m) => m.LoginRoute),
  RegisterRoute: () => import('./routes/auth/register-page').then((m) => m.RegisterRoute),
  FaqRoute: () => import('./routes/content/faq-page').then((m) => m.FaqRoute),
  BindPhoneRoute: () => import('./routes/auth/bind-phone-page').then((m) => m.BindPhoneRoute),
  AboutRoute: () => import('./routes/info/about-page').then((m) => m.AboutRoute),
  ConditionsOfCarriageRoute: () =>
    import('./routes/info/conditions-page').then((m) => m.ConditionsOfCarriageRoute),
  BaggageRulesRoute: () => import('./routes/info/baggage-page').then((m) => m.BaggageRulesRoute),
  HelpRoute: () => import('./routes/info/help-page').then((m) => m.HelpRoute),
  MemberCenterRoute: () => import('./routes/member/member-center').then((m) => m.MemberCenterRoute),
  PersonalInfoRoute: () => import('./routes/member/personal-info-page').then((m) => m.PersonalInfoRoute),
  PassengersRoute: () => import('./routes/member/passengers-page').then((m) => m.PassengersRoute),
  OrdersRoute: () => import('./routes/member/orders-page').then((m) => m.OrdersRoute),
  OrderDetailRoute: () => import('./routes/member/orders-page').then((m) => m.OrderDetailRoute),
  CouponManageRoute: () => import('./routes/member/coupon-manage-page').then((m) => m.CouponManageRoute),
  RefundsRoute: () => import('./routes/member/refunds-page').then((m) => m.RefundsRoute),
  RefundDetailRoute: () => import('./routes/member/refund-detail-page').then((m) => m.RefundDetailRoute),
  UpgradesRoute: () => import('./routes/member/upgrades-page').then((m) => m.UpgradesRoute),
  BookingRoute: () => import('./routes/orders/booking-page').then((m) => m.BookingRoute),
  PayRoute: () => import('./routes/orders/pay-page').then((m) => m.PayRoute),
  PayResultRoute: () => import('./routes/orders/pay-page').then((m) => m.PayResultRoute),
  FlightDynamicsRoute: () => import('./routes/trip/flight-dynamics-page').then((m) => m.FlightDynamicsRoute),
  CheckInListRoute: () => import('./routes/trip/checkin-list-page').then((m) => m.CheckInListRoute),
  DelayCertificateRoute: () =>
    import('./routes/trip/delay-certificate-page').then((m) => m.DelayCertificateRoute),
  TicketVerifyRoute: () => import('./routes/trip/ticket-verify-page').then((m) => m.TicketVerifyRoute),
  NotFoundRoute: () => import('./routes/not-found').then((m) => m.NotFoundRoute),
} satisfies Record<string, () => Promise<ComponentType>>;

export type PageName = keyof typeof pageModules;
