import { type PortalRoute, portalRoutes, type RouteName } from '@portal/shared/routes';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { loadChunk } from '../lib/chunk.ts';
import { RootErrorPage, RouteErrorPage } from './ErrorPages.tsx';
import { Layout } from './Layout.tsx';
import { beforeNavigation } from './navigation.ts';

type PageModule = { Component: React.ComponentType };

/** Pages with a module of their own; every other route shows the honest "being prepared" page. */
const pages: Partial<Record<RouteName, () => Promise<PageModule>>> = {
  Home: () => import('../pages/home/HomePage.tsx'),
};

const preparingPage = () => import('../pages/PreparingPage.tsx');

export interface RouteHandle {
  name?: RouteName;
  title?: string;
}

function pageRoute(route: PortalRoute): RouteObject {
  const handle: RouteHandle = { name: route.name, title: route.title };
  if (route.name === 'Logout') {
    // The Logout route leads to Login, keeping the query string (spec section 2).
    return { path: route.path, handle, loader: ({ request }) => redirect(`/login${new URL(request.url).search}`) };
  }
  const load = pages[route.name] ?? preparingPage;
  return {
    ...(route.path === '/' ? { index: true } : { path: route.path }),
    handle,
    lazy: async () => {
      const { Component } = await loadChunk(load);
      return { Component };
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
            lazy: async () => ({ Component: (await loadChunk(() => import('../pages/NotFoundPage.tsx'))).Component }),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
