import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { SiteLayout, SiteLayoutFallback } from '../components/layout/site-layout';
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
    HydrateFallback: SiteLayoutFallback,
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
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
