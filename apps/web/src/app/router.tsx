import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { SiteLayout } from '@/components/layout/site-layout';
import { paths } from '@/config/paths';
import type { PageName } from './page-modules';
import { RouteError } from './routes/route-error';

/**
 * A page's code, split off with `lazy` so a visitor downloads only the page they open: the loader
 * imports the page's module and picks its component by name. (Picked in the loader rather than by
 * a name passed in, so the bundler keeps only that export and builds no module object.)
 */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/**
 * A page other than the home page, by its component's name in `./page-modules`. Those loaders sit
 * in a module of their own because each `import()` carries the list of files its page needs
 * (fetched in parallel with it), and the lists of thirty pages made about 5 KiB of the first
 * download. That module (a few KiB) arrives with the first page that needs it.
 */
const later = (name: PageName) => page(() => import('./page-modules').then((m) => m.pageModules[name]()));

/** A row of the table: a route whose path comes from config/paths.ts (none for a layout). */
type PageRoute = RouteObject & { lazy: ReturnType<typeof page>; children?: PageRoute[] };

/**
 * Every page of the site. `antd` says whether the page is built with antd: such pages render inside
 * the antd scope (theme, locale, message), whose code loads together with the page's own; the
 * home page paints before antd arrives. To add a page: one row, its path from config/paths.ts, and
 * its loader in ./page-modules.ts.
 */
const pages: (PageRoute & { antd: boolean })[] = [
  {
    path: paths.home.path,
    antd: false,
    lazy: page(() => import('./routes/home/home-page').then((m) => m.HomeRoute)),
  },
  {
    path: paths.ticket.path,
    antd: true,
    lazy: later('TicketRoute'),
  },
  {
    path: paths.policeTicket.path,
    antd: true,
    lazy: later('PoliceTicketRoute'),
  },
  {
    path: paths.activities.path,
    antd: true,
    lazy: later('ThematicActivityRoute'),
  },
  {
    path: paths.activity.path,
    antd: true,
    lazy: later('ThematicActivityDetailRoute'),
  },
  {
    path: paths.serviceNotices.path,
    antd: true,
    lazy: later('ServiceNoticeRoute'),
  },
  {
    path: paths.serviceNotice.path,
    antd: true,
    lazy: later('ServiceNoticeDetailRoute'),
  },
  {
    path: paths.specialFares.path,
    antd: true,
    lazy: later('SpecialDetailRoute'),
  },
  {
    path: paths.flashSale.path,
    antd: true,
    lazy: later('FlashSaleRoute'),
  },
  {
    path: paths.specialTraveller.path,
    antd: true,
    lazy: later('SpecialTravellerRoute'),
  },
  {
    path: paths.login.path,
    antd: true,
    lazy: later('LoginRoute'),
  },
  {
    path: paths.register.path,
    antd: true,
    lazy: later('RegisterRoute'),
  },
  {
    path: paths.faq.path,
    antd: true,
    lazy: later('FaqRoute'),
  },
  {
    path: paths.bindPhone.path,
    antd: true,
    lazy: later('BindPhoneRoute'),
  },
  {
    path: paths.about.path,
    antd: true,
    lazy: later('AboutRoute'),
  },
  {
    path: paths.conditionsOfCarriage.path,
    antd: true,
    lazy: later('ConditionsOfCarriageRoute'),
  },
  {
    path: paths.baggageRules.path,
    antd: true,
    lazy: later('BaggageRulesRoute'),
  },
  {
    path: paths.help.path,
    antd: true,
    lazy: later('HelpRoute'),
  },
  {
    // The personal centre: its layout asks for a login, then shows the section.
    antd: true,
    lazy: later('MemberCenterRoute'),
    children: [
      {
        path: paths.personalInfo.path,
        lazy: later('PersonalInfoRoute'),
      },
      {
        path: paths.passengers.path,
        lazy: later('PassengersRoute'),
      },
      {
        path: paths.orders.path,
        lazy: later('OrdersRoute'),
      },
      {
        path: paths.orderDetail.path,
        lazy: later('OrderDetailRoute'),
      },
      {
        path: paths.couponManage.path,
        lazy: later('CouponManageRoute'),
      },
      {
        path: paths.refunds.path,
        lazy: later('RefundsRoute'),
      },
      {
        path: paths.refundDetail.path,
        lazy: later('RefundDetailRoute'),
      },
      {
        path: paths.upgrades.path,
        lazy: later('UpgradesRoute'),
      },
    ],
  },
  {
    path: paths.booking.path,
    antd: true,
    lazy: later('BookingRoute'),
  },
  {
    path: paths.pay.path,
    antd: true,
    lazy: later('PayRoute'),
  },
  {
    path: paths.payResult.path,
    antd: true,
    lazy: later('PayResultRoute'),
  },
  {
    path: paths.flightDynamics.path,
    antd: true,
    lazy: later('FlightDynamicsRoute'),
  },
  {
    path: paths.checkIn.path,
    antd: true,
    lazy: later('CheckInListRoute'),
  },
  {
    path: paths.delayCertificate.path,
    antd: true,
    lazy: later('DelayCertificateRoute'),
  },
  {
    path: paths.ticketVerify.path,
    antd: true,
    lazy: later('TicketVerifyRoute'),
  },
  { path: '*', antd: true, lazy: later('NotFoundRoute') },
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
              const { default: AntdScope } = await import('@/components/antd/antd-scope');
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

export function AppRouter() {
  return <RouterProvider router={router} />;
}
