import { LinearProgress } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { allFeatures } from './all-features';
import { compositions, shellPages } from './all-routes';
import { AppShell } from './app-shell';
import type { FeaturePage } from '../shared/feature';
import { paths } from '../shared/paths';
import { RequireAccess } from './require-access';
import type { RouteHandle } from './route-handle';
import { NotFoundPage } from './routes/not-found.page';
import { RouteErrorPage } from './routes/route-error.page';
import { addStrings } from '../i18n/i18n';

/**
 * A new path gives the page a state of its own. Without the key React keeps the state of the page
 * drawn before when both routes draw the same component: New Shipment opened from Shipment #4 kept
 * #4 on screen, and its Save updated #4.
 */
function OwnState({ children }: { children: ReactNode }) {
  return <Fragment key={useLocation().pathname}>{children}</Fragment>;
}

/**
 * Each page is its own chunk, loaded when its route is first visited; management pages check access.
 * `sharedState` is for the one page drawn by two routes on purpose (the home page and its tracking
 * lookup, which keeps the page as the number changes).
 */
function route({ path, title, level, load, strings, capability, creates }: FeaturePage, { sharedState = false } = {}): RouteObject {
  return {
    path,
    handle: { title } satisfies RouteHandle,
    lazy: async () => {
      const [Page] = await Promise.all([load(), strings?.().then((loaded) => addStrings(loaded.default))]);
      const page =
        level === 'public' ? (
          <Page />
        ) : (
          <RequireAccess page={{ level, ...(capability && { capability }), ...(creates && { creates }) }}>
            <Page />
          </RequireAccess>
        );
      return { element: sharedState ? page : <OwnState>{page}</OwnState> };
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
          route({ ...shellPages.home, load: homePage }, { sharedState: true }),
          route({ ...shellPages.tracking, load: homePage }, { sharedState: true }),
          ...allFeatures.flatMap((feature) => feature.pages).map((page) => route(page)),
          ...compositions.map((page) => route(page)),
          { path: shellPages.notFound.path, element: <NotFoundPage />, handle: { title: shellPages.notFound.title } satisfies RouteHandle },
          { path: '*', element: <Navigate to={paths.notFound} replace /> },
        ],
      },
    ],
  },
]);
