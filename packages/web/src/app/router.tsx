import { NOT_FOUND_PAGE, type PortalRoute, portalRoutes, type RouteName } from '@portal/shared/routes';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { loadChunk } from '../lib/chunk.ts';
import { RootErrorPage, RouteErrorPage } from './ErrorPages.tsx';
import { Layout } from './Layout.tsx';
import { beforeNavigation } from './navigation.ts';

type PageModule = { Component: React.ComponentType; loader?: RouteObject['loader'] };

/** Every page module, each its own chunk, loaded when its route is first visited. */
const pageModules = import.meta.glob<PageModule>('../pages/**/*Page.tsx');

function pageLoader(page: string): () => Promise<PageModule> {
  const load = pageModules[`../pages/${page}.tsx`];
  if (!load) throw new Error(`No page module ${page}`);
  return load;
}

export interface RouteHandle {
  name?: RouteName;
  title?: string;
}

function pageRoute(route: PortalRoute): RouteObject {
  const handle: RouteHandle = { name: route.name, title: route.title };
  if (route.name === 'Logout') {
    // The Logout route leads to Login, keeping the query string (docs/DOMAIN.md, "The spec's contract", section 2).
    return { path: route.path, handle, loader: ({ request }) => redirect(`/login${new URL(request.url).search}`) };
  }
  const load = pageLoader(route.page ?? NOT_FOUND_PAGE);
  return {
    ...(route.path === '/' ? { index: true } : { path: route.path }),
    handle,
    lazy: async () => {
      const { Component, loader } = await loadChunk(load);
      return loader ? { Component, loader } : { Component };
    },
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: beforeNavigation,
    // The sequence of section 4 runs before every navigation, not only the first.
    shouldRevalidate: () => true,
    Component: Layout,
    ErrorBoundary: RootErrorPage,
    HydrateFallback: () => null,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          ...portalRoutes.map(pageRoute),
          {
            path: '*',
            handle: { title: 'Không tìm thấy trang' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await loadChunk(pageLoader(NOT_FOUND_PAGE))).Component }),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
