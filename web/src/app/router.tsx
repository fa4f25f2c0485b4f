import { LinearProgress } from '@mui/material';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { allFeatures } from './all-features';
import { compositions, shellPages } from './all-routes';
import { AppShell } from './app-shell';
import type { FeaturePage } from './feature';
import { paths } from './paths';
import { RequireAccess } from './require-access';
import type { RouteHandle } from './route-handle';
import { NotFoundPage } from './routes/not-found.page';
import { RouteErrorPage } from './routes/route-error.page';

/** Each page is its own chunk, loaded when its route is first visited; management pages check access. */
function route({ path, title, level, load }: FeaturePage): RouteObject {
  return {
    path,
    handle: { title } satisfies RouteHandle,
    lazy: async () => {
      const Page = await load();
      return { element: level === 'public' ? <Page /> : <RequireAccess level={level}>{<Page />}</RequireAccess> };
    },
  };
}

/** The landing page is a chunk of its own too: its contact form brings the schemas and their validation. */
const homePage = async () => (await import('./routes/home.page')).HomePage;

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    // Shown while the first page's chunk loads, before anything else can render.
    hydrateFallbackElement: <LinearProgress aria-label="…" />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          route({ ...shellPages.home, load: homePage }),
          route({ ...shellPages.tracking, load: homePage }),
          ...allFeatures.flatMap((feature) => feature.pages).map(route),
          ...compositions.map(route),
          { path: shellPages.notFound.path, element: <NotFoundPage />, handle: { title: shellPages.notFound.title } satisfies RouteHandle },
          { path: '*', element: <Navigate to={paths.notFound} replace /> },
        ],
      },
    ],
  },
]);
