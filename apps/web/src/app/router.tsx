import { Suspense, type ComponentType, type ReactNode } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Outlet,
  renderMatches,
  useLocation,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { loadAntdScope } from '@/components/antd/load-antd-scope';
import { SiteLayout } from '@/components/layout/site-layout';
import { paths } from '@/config/paths';
import { prefetchStoredSearch, storedSearchTip } from '@/features/flight-results/prefetch';
import { PageLoading } from '@/components/page-loading';
import { prefetchAirports } from '@/lib/airports';
import { lazyComponent, type LazyComponent } from '@/lib/lazy-component';
import { nextTask } from '@/lib/tasks';
import { RouteErrorBoundary } from './routes/route-error';

/**
 * A page's code, split off so a visitor downloads only the page they open: the loader imports
 * the page's module and picks its component by name. (Picked in the loader rather than by a name
 * passed in, so the bundler keeps only that export and builds no module object.)
 */
const page = (load: () => Promise<ComponentType>) => lazyComponent<object>(load);

/** A row of the table: a route whose path comes from config/paths.ts (none for a layout). */
interface PageRow {
  path?: string;
  page: LazyComponent<object>;
  /**
   * Starts the page's data beside its code, on every visit (as a data router's loader would).
   * Over the prerendered home screen the first render waits for what it returns.
   */
  prefetch?: () => unknown;
  /** Shown in the page's place while its code loads, instead of the layout's spinner. */
  pending?: () => ReactNode;
  children?: PageRow[];
}

/** What the router keeps on each route, to start its code (and data) as soon as it is matched. */
interface RouteHandle {
  preload: () => Promise<unknown>;
  prefetch?: () => unknown;
}

/**
 * Every page of the site. `antd` says whether the page is built with antd: such pages render inside
 * the antd scope (theme, locale, message), whose code loads together with the page's own; the
 * home page paints before antd arrives. To add a page: one row, its path from config/paths.ts.
 */
const pages: (PageRow & { antd: boolean })[] = [
  {
    path: paths.home.path,
    antd: false,
    prefetch: prefetchAirports,
    page: page(() => import('./routes/home/home-page').then((m) => m.HomeRoute)),
  },
  {
    path: paths.ticket.path,
    antd: false,
    prefetch: () => prefetchStoredSearch(false),
    pending: () => <PageLoading minHeight={480} tip={storedSearchTip(false)} />,
    page: page(() => import('./routes/flights/ticket-page').then((m) => m.TicketRoute)),
  },
  {
    path: paths.policeTicket.path,
    antd: false,
    prefetch: () => prefetchStoredSearch(true),
    pending: () => <PageLoading minHeight={480} tip={storedSearchTip(true)} />,
    page: page(() => import('./routes/flights/ticket-page').then((m) => m.PoliceTicketRoute)),
  },
  {
    path: paths.activities.path,
    antd: true,
    page: page(() => import('./routes/content/thematic-activity').then((m) => m.ThematicActivityRoute)),
  },
  {
    path: paths.activity.path,
    antd: true,
    page: page(() =>
      import('./routes/content/thematic-activity-detail').then((m) => m.ThematicActivityDetailRoute),
    ),
  },
  {
    path: paths.serviceNotices.path,
    antd: true,
    page: page(() => import('./routes/content/service-notice').then((m) => m.ServiceNoticeRoute)),
  },
  {
    path: paths.serviceNotice.path,
    antd: true,
    page: page(() =>
      import('./routes/content/service-notice-detail').then((m) => m.ServiceNoticeDetailRoute),
    ),
  },
  {
    path: paths.specialFares.path,
    antd: true,
    page: page(() => import('./routes/content/special-detail').then((m) => m.SpecialDetailRoute)),
  },
  {
    path: paths.flashSale.path,
    antd: true,
    page: page(() => import('./routes/promotions/flash-sale').then((m) => m.FlashSaleRoute)),
  },
  {
    path: paths.specialTraveller.path,
    antd: true,
    page: page(() => import('./routes/trip/special-traveller-page').then((m) => m.SpecialTravellerRoute)),
  },
  {
    path: paths.login.path,
    antd: true,
    page: page(() => import('./routes/auth/login-page').then((m) => m.LoginRoute)),
  },
  {
    path: paths.register.path,
    antd: true,
    page: page(() => import('./routes/auth/register-page').then((m) => m.RegisterRoute)),
  },
  {
    path: paths.faq.path,
    antd: true,
    page: page(() => import('./routes/content/faq-page').then((m) => m.FaqRoute)),
  },
  {
    path: paths.bindPhone.path,
    antd: true,
    page: page(() => import('./routes/auth/bind-phone-page').then((m) => m.BindPhoneRoute)),
  },
  {
    path: paths.about.path,
    antd: true,
    page: page(() => import('./routes/info/about-page').then((m) => m.AboutRoute)),
  },
  {
    path: paths.conditionsOfCarriage.path,
    antd: true,
    page: page(() => import('./routes/info/conditions-page').then((m) => m.ConditionsOfCarriageRoute)),
  },
  {
    path: paths.baggageRules.path,
    antd: true,
    page: page(() => import('./routes/info/baggage-page').then((m) => m.BaggageRulesRoute)),
  },
  {
    path: paths.help.path,
    antd: true,
    page: page(() => import('./routes/info/help-page').then((m) => m.HelpRoute)),
  },
  {
    // The personal centre: its layout asks for a login, then shows the section.
    antd: true,
    page: page(() => import('./routes/member/member-center').then((m) => m.MemberCenterRoute)),
    children: [
      {
        path: paths.personalInfo.path,
        page: page(() => import('./routes/member/personal-info-page').then((m) => m.PersonalInfoRoute)),
      },
      {
        path: paths.passengers.path,
        page: page(() => import('./routes/member/passengers-page').then((m) => m.PassengersRoute)),
      },
      {
        path: paths.orders.path,
        page: page(() => import('./routes/member/orders-page').then((m) => m.OrdersRoute)),
      },
      {
        path: paths.orderDetail.path,
        page: page(() => import('./routes/member/orders-page').then((m) => m.OrderDetailRoute)),
      },
      {
        path: paths.couponManage.path,
        page: page(() => import('./routes/member/coupon-manage-page').then((m) => m.CouponManageRoute)),
      },
      {
        path: paths.refunds.path,
        page: page(() => import('./routes/member/refunds-page').then((m) => m.RefundsRoute)),
      },
      {
        path: paths.refundDetail.path,
        page: page(() => import('./routes/member/refund-detail-page').then((m) => m.RefundDetailRoute)),
      },
      {
        path: paths.upgrades.path,
        page: page(() => import('./routes/member/upgrades-page').then((m) => m.UpgradesRoute)),
      },
    ],
  },
  {
    path: paths.booking.path,
    antd: true,
    page: page(() => import('./routes/orders/booking-page').then((m) => m.BookingRoute)),
  },
  {
    path: paths.pay.path,
    antd: true,
    page: page(() => import('./routes/orders/pay-page').then((m) => m.PayRoute)),
  },
  {
    path: paths.payResult.path,
    antd: true,
    page: page(() => import('./routes/orders/pay-page').then((m) => m.PayResultRoute)),
  },
  {
    path: paths.flightDynamics.path,
    antd: true,
    page: page(() => import('./routes/trip/flight-dynamics-page').then((m) => m.FlightDynamicsRoute)),
  },
  {
    path: paths.checkIn.path,
    antd: true,
    page: page(() => import('./routes/trip/checkin-list-page').then((m) => m.CheckInListRoute)),
  },
  {
    path: paths.delayCertificate.path,
    antd: true,
    page: page(() => import('./routes/trip/delay-certificate-page').then((m) => m.DelayCertificateRoute)),
  },
  {
    path: paths.ticketVerify.path,
    antd: true,
    page: page(() => import('./routes/trip/ticket-verify-page').then((m) => m.TicketVerifyRoute)),
  },
  { path: '*', antd: true, page: page(() => import('./routes/not-found').then((m) => m.NotFoundRoute)) },
];

/** The antd scope (theme, locale, message) around every page built with antd. */
const antdScope = lazyComponent<{ children: ReactNode }>(() => loadAntdScope().then((m) => m.default));

const toRoute = ({ path, page, prefetch, pending, children }: PageRow): RouteObject => ({
  path,
  element: pending ? (
    <Suspense fallback={pending()}>
      <page.Component />
    </Suspense>
  ) : (
    <page.Component />
  ),
  handle: { preload: page.preload, prefetch } satisfies RouteHandle,
  children: children?.map(toRoute),
});

const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    children: [
      {
        // A failing page renders its error inside the header and footer.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          ...pages.filter((p) => !p.antd).map(toRoute),
          {
            element: (
              <antdScope.Component>
                <Outlet />
              </antdScope.Component>
            ),
            handle: { preload: antdScope.preload } satisfies RouteHandle,
            children: pages.filter((p) => p.antd).map(toRoute),
          },
        ],
      },
    ],
  },
];

const matchesByPath = new Map<string, RouteMatch[] | null>();

/**
 * The routes that match a path, worked out once a path: react-router ranks the whole table on
 * each call (tens of milliseconds on a phone), and each render of the routes asked twice.
 */
function matchesOf(pathname: string) {
  let matches = matchesByPath.get(pathname);
  if (matches === undefined) {
    // Paths with ids (an order, a notice) are many; the table's ranking is what is kept.
    if (matchesByPath.size >= 200) matchesByPath.clear();
    matches = matchRoutes(routes, pathname);
    matchesByPath.set(pathname, matches);
  }
  return matches;
}

const handlesOf = (pathname: string) =>
  (matchesOf(pathname) ?? []).map((m) => m.route.handle as RouteHandle | undefined);
const startCode = (handles: (RouteHandle | undefined)[]) => handles.map((handle) => handle?.preload());
const startData = (handles: (RouteHandle | undefined)[]) => handles.map((handle) => handle?.prefetch?.());

/**
 * Starts the code of every route that matches `location` at once (the antd scope, a layout and
 * the page side by side, rather than each after its parent has rendered) and the page's data.
 */
function startLoading(location: Pick<Location, 'pathname'>) {
  const handles = handlesOf(location.pathname);
  return Promise.all([...startCode(handles), ...startData(handles)]);
}

/**
 * Settles once the current page's code has loaded, so that a first render can show it whole.
 * The routes are matched, the code asked for and the data asked for in three tasks (docs/web.md,
 * "Rules of the app's start"): together they made one long task.
 */
export async function preloadCurrentPage() {
  const handles = handlesOf(window.location.pathname);
  await nextTask();
  const code = startCode(handles);
  await nextTask();
  const data = startData(handles);
  // The render that follows shows the error state.
  await Promise.all([...code, ...data]).catch(() => undefined);
}

function AppRoutes() {
  const location = useLocation();
  // During the render of a navigation, so that the loads start before any route suspends.
  void startLoading(location).catch(() => undefined);
  // What useRoutes renders for a top-level table, from the matches kept above.
  return renderMatches(matchesOf(location.pathname));
}

export function AppRouter() {
  return (
    <BrowserRouter>
      {/* Last resort, when the layout itself fails: rendered without header and footer. */}
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
