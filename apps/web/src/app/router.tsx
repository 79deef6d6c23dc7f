import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout';
import { paths } from '../config/paths';
import { RouteError } from './routes/route-error';

/**
 * The route table. Every page is code-split with `lazy` so a visitor downloads only the page
 * they open. To add a page: one entry under the layout's children, path from config/paths.ts,
 * e.g.
 *   { path: paths.flightDynamics.path, lazy: async () => {
 *       const { FlightDynamicsRoute } = await import('./routes/flights/flight-dynamics');
 *       return { Component: FlightDynamicsRoute };
 *   } },
 */
const routes: RouteObject[] = [
  {
    id: 'site',
    Component: SiteLayout,
    // The header and footer show while the first page's code is still on its way.
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
          {
            path: paths.home.path,
            lazy: async () => {
              const { HomeRoute } = await import('./routes/home/home-page');
              return { Component: HomeRoute };
            },
          },
          {
            // Every other page is built with antd: its scope (theme, locale, message) loads
            // together with the page's own code. Home paints before antd arrives.
            lazy: async () => {
              const { default: AntdScope } = await import('../components/antd/antd-scope');
              return {
                Component: () => (
                  <AntdScope>
                    <Outlet />
                  </AntdScope>
                ),
              };
            },
            children: [
              {
                path: paths.ticket.path,
                lazy: async () => {
                  const { TicketRoute } = await import('./routes/flights/ticket-page');
                  return { Component: TicketRoute };
                },
              },
              {
                path: paths.policeTicket.path,
                lazy: async () => {
                  const { PoliceTicketRoute } = await import('./routes/flights/ticket-page');
                  return { Component: PoliceTicketRoute };
                },
              },
              {
                path: paths.activities.path,
                lazy: async () => {
                  const { ThematicActivityRoute } = await import('./routes/content/thematic-activity');
                  return { Component: ThematicActivityRoute };
                },
              },
              {
                path: paths.activity.path,
                lazy: async () => {
                  const { ThematicActivityDetailRoute } =
                    await import('./routes/content/thematic-activity-detail');
                  return { Component: ThematicActivityDetailRoute };
                },
              },
              {
                path: paths.serviceNotices.path,
                lazy: async () => {
                  const { ServiceNoticeRoute } = await import('./routes/content/service-notice');
                  return { Component: ServiceNoticeRoute };
                },
              },
              {
                path: paths.serviceNotice.path,
                lazy: async () => {
                  const { ServiceNoticeDetailRoute } = await import('./routes/content/service-notice-detail');
                  return { Component: ServiceNoticeDetailRoute };
                },
              },
              {
                path: paths.specialFares.path,
                lazy: async () => {
                  const { SpecialDetailRoute } = await import('./routes/content/special-detail');
                  return { Component: SpecialDetailRoute };
                },
              },
              {
                path: paths.flashSale.path,
                lazy: async () => {
                  const { FlashSaleRoute } = await import('./routes/promotions/flash-sale');
                  return { Component: FlashSaleRoute };
                },
              },
              {
                path: paths.login.path,
                lazy: async () => {
                  const { LoginRoute } = await import('./routes/auth/login-page');
                  return { Component: LoginRoute };
                },
              },
              {
                path: paths.register.path,
                lazy: async () => {
                  const { RegisterRoute } = await import('./routes/auth/register-page');
                  return { Component: RegisterRoute };
                },
              },
              {
                path: paths.faq.path,
                lazy: async () => {
                  const { FaqRoute } = await import('./routes/content/faq-page');
                  return { Component: FaqRoute };
                },
              },
              {
                path: paths.bindPhone.path,
                lazy: async () => {
                  const { BindPhoneRoute } = await import('./routes/auth/bind-phone-page');
                  return { Component: BindPhoneRoute };
                },
              },
              {
                // The personal centre: its layout asks for a login, then shows the section.
                lazy: async () => {
                  const { MemberCenterRoute } = await import('./routes/member/member-center');
                  return { Component: MemberCenterRoute };
                },
                children: [
                  {
                    path: paths.personalInfo.path,
                    lazy: async () => {
                      const { PersonalInfoRoute } = await import('./routes/member/personal-info-page');
                      return { Component: PersonalInfoRoute };
                    },
                  },
                  {
                    path: paths.passengers.path,
                    lazy: async () => {
                      const { PassengersRoute } = await import('./routes/member/passengers-page');
                      return { Component: PassengersRoute };
                    },
                  },
                  {
                    path: paths.couponManage.path,
                    lazy: async () => {
                      const { CouponManageRoute } = await import('./routes/member/coupon-manage-page');
                      return { Component: CouponManageRoute };
                    },
                  },
                ],
              },
              {
                path: '*',
                lazy: async () => {
                  const { NotFoundRoute } = await import('./routes/not-found');
                  return { Component: NotFoundRoute };
                },
              },
            ],
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
