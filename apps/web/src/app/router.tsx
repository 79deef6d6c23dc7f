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
