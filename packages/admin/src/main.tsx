import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './App.tsx';
import { watchDatagridNames } from './layout/datagridNames.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
/**
 * Real paths under /admin/ (the server answers index.html for each), not react-admin's default
 * hash; a data router, since only one lets a form with unsaved changes hold a navigation back
 * (warnWhenUnsavedChanges).
 */
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: '/admin' });

watchDatagridNames(root);
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
