import type { ComponentType } from 'react';
import { loadAntdScope } from '@/components/antd/load-antd-scope';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { SiteLayout } from '@/components/layout/site-layout';
import { paths } from '@/config/paths';
import { prefetchStoredSearch } from '@/features/flight-results/prefetch';
import { RouteError } from './routes/route-error';

/**
 * A page's code, split off with `lazy` so a visitor downloads only the page they open: the loader
 * imports the page's module and picks its component by name. (Picked in the loader rather than by
 * a name passed in, so the bundler keeps only that export and builds no module object.)
 */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/**
 * The results pages' loader: starts the stored search's query beside the page's code, and does
 * not hold the page back for it.
 */
const prefetchResults = (police: boolean) => () => {
  prefetchStoredSearch(police);
  return null;
};

/** A row of the table: a route whose path comes from config/paths.ts (none for a layout). */
type PageRoute = RouteObject & { lazy: ReturnType<typeof page>; children?: PageRoute[] };

/**
 * Every page of the site. `antd` says whether the page is built with antd: such pages render inside
 * the antd scope (theme, locale, message), whose code loads together with the page's own; the
 * home page paints before antd arrives. To add a page: one row, its path from config/paths.ts.
 */
const pages: (PageRoute & { antd: boolean })[] = [
  {
    path: paths.home.path,
    antd: false,
    lazy: page(() => import('./routes/home/home-page').then((m) => m.HomeRoute)),
  },
  {
    path: paths.ticket.path,
    antd: false,
    loader: prefetchResults(false),
    lazy: page(() => import('./routes/flights/ticket-page').then((m) => m.TicketRoute)),
  },
  {
    path: paths.policeTicket.path,
    antd: false,
    loader: prefetchResults(true),
    lazy: page(() => import('./routes/flights/ticket-page').then((m) => m.PoliceTicketRoute)),
  },
  {
    path: paths.activities.path,
    antd: true,
    lazy: page(() => import('./routes/content/thematic-activity').then((m) => m.ThematicActivityRoute)),
  },
  {
    path: paths.activity.path,
    antd: true,
    lazy: page(() =>
      import('./routes/content/thematic-activity-detail').then((m) => m.ThematicActivityDetailRoute),
    ),
  },
  {
    path: paths.serviceNotices.path,
    antd: true,
    lazy: page(() => import('./routes/content/service-notice').then((m) => m.ServiceNoticeRoute)),
  },
  {
    path: paths.serviceNotice.path,
    antd: true,
    lazy: page(() =>
      import('./routes/content/service-notice-detail').then((m) => m.ServiceNoticeDetailRoute),
    ),
  },
  {
    path: paths.specialFares.path,
    antd: true,
    lazy: page(() => import('./routes/content/special-detail').then((m) => m.SpecialDetailRoute)),
  },
  {
    path: paths.flashSale.path,
    antd: true,
    lazy: page(() => import('./routes/promotions/flash-sale').then((m) => m.FlashSaleRoute)),
  },
  {
    path: paths.specialTraveller.path,
    antd: true,
    lazy: page(() => import('./routes/trip/special-traveller-page').then((m) => m.SpecialTravellerRoute)),
  },
  {
    path: paths.login.path,
    antd: true,
    lazy: page(() => import('./routes/auth/login-page').then((m) => m.LoginRoute)),
  },
  {
    path: paths.register.path,
    antd: true,
    lazy: page(() => import('./routes/auth/register-page').then((m) => m.RegisterRoute)),
  },
  {
    path: paths.faq.path,
    antd: true,
    lazy: page(() => import('./routes/content/faq-page').then((m) => m.FaqRoute)),
  },
  {
    path: paths.bindPhone.path,
    antd: true,
    lazy: page(() => import('./routes/auth/bind-phone-page').then((m) => m.BindPhoneRoute)),
  },
  {
    path: paths.about.path,
    antd: true,
    lazy: page(() => import('./routes/info/about-page').then((m) => m.AboutRoute)),
  },
  {
    path: paths.conditionsOfCarriage.path,
    antd: true,
    lazy: page(() => import('./routes/info/conditions-page').then((m) => m.ConditionsOfCarriageRoute)),
  },
  {
    path: paths.baggageRules.path,
    antd: true,
    lazy: page(() => import('./routes/info/baggage-page').then((m) => m.BaggageRulesRoute)),
  },
  {
    path: paths.help.path,
    antd: true,
    lazy: page(() => import('./routes/info/help-page').then((m) => m.HelpRoute)),
  },
  {
    // The personal centre: its layout asks for a login, then shows the section.
    antd: true,
    lazy: page(() => import('./routes/member/member-center').then((m) => m.MemberCenterRoute)),
    children: [
      {
        path: paths.personalInfo.path,
        lazy: page(() => import('./routes/member/personal-info-page').then((m) => m.PersonalInfoRoute)),
      },
      {
        path: paths.passengers.path,
        lazy: page(() => import('./routes/member/passengers-page').then((m) => m.PassengersRoute)),
      },
      {
        path: paths.orders.path,
        lazy: page(() => import('./routes/member/orders-page').then((m) => m.OrdersRoute)),
      },
      {
        path: paths.orderDetail.path,
        lazy: page(() => import('./routes/member/orders-page').then((m) => m.OrderDetailRoute)),
      },
      {
        path: paths.couponManage.path,
        lazy: page(() => import('./routes/member/coupon-manage-page').then((m) => m.CouponManageRoute)),
      },
      {
        path: paths.refunds.path,
        lazy: page(() => import('./routes/member/refunds-page').then((m) => m.RefundsRoute)),
      },
      {
        path: paths.refundDetail.path,
        lazy: page(() => import('./routes/member/refund-detail-page').then((m) => m.RefundDetailRoute)),
      },
      {
        path: paths.upgrades.path,
        lazy: page(() => import('./routes/member/upgrades-page').then((m) => m.UpgradesRoute)),
      },
    ],
  },
  {
    path: paths.booking.path,
    antd: true,
    lazy: page(() => import('./routes/orders/booking-page').then((m) => m.BookingRoute)),
  },
  {
    path: paths.pay.path,
    antd: true,
    lazy: page(() => import('./routes/orders/pay-page').then((m) => m.PayRoute)),
  },
  {
    path: paths.payResult.path,
    antd: true,
    lazy: page(() => import('./routes/orders/pay-page').then((m) => m.PayResultRoute)),
  },
  {
    path: paths.flightDynamics.path,
    antd: true,
    lazy: page(() => import('./routes/trip/flight-dynamics-page').then((m) => m.FlightDynamicsRoute)),
  },
  {
    path: paths.checkIn.path,
    antd: true,
    lazy: page(() => import('./routes/trip/checkin-list-page').then((m) => m.CheckInListRoute)),
  },
  {
    path: paths.delayCertificate.path,
    antd: true,
    lazy: page(() => import('./routes/trip/delay-certificate-page').then((m) => m.DelayCertificateRoute)),
  },
  {
    path: paths.ticketVerify.path,
    antd: true,
    lazy: page(() => import('./routes/trip/ticket-verify-page').then((m) => m.TicketVerifyRoute)),
  },
  { path: '*', antd: true, lazy: page(() => import('./routes/not-found').then((m) => m.NotFoundRoute)) },
];

const routes: RouteObject[] = [
  {
    id: 'site',
    Component: SiteLayout,
    // The same component while the first page's code loads: React keeps the header as it is when
    // the page arrives (a menu opened meanwhile stays open), the page area shows a spinner.
    HydrateFallback: SiteLayout,
    // Last resort, when the layout itself fails: rendered without header and footer.
    errorElement: <RouteError />,
    children: [
      {
        // A pathless route so that a failing page renders its error inside the header and footer.
        errorElement: <RouteError />,
        children: [
          ...pages.filter((p) => !p.antd),
          {
            // The antd scope around every page built with antd, loaded together with the page.
            lazy: async () => {
              const { default: AntdScope } = await loadAntdScope();
              return {
                Component: () => (
                  <AntdScope>
                    <Outlet />
                  </AntdScope>
                ),
              };
            },
            children: pages.filter((p) => p.antd),
          },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

/** Whether the router has loaded the first page's code (its state is final for a first render). */
export const routerInitialized = () => router.state.initialized;

/** Settles once the first page's code has loaded, so that a first render can show that page whole. */
export const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
