import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router.tsx';
import { applyStoredContrast } from './components/ContrastToggle.tsx';
import { connectRouter } from './lib/api.ts';
import './styles/app.scss';

const container = document.getElementById('root');
if (container) {
  applyStoredContrast();
  const router = createRouter();
  connectRouter({
    renavigate: (path) => void router.navigate(path, { replace: true }),
    goToLogin: () => void router.navigate('/login'),
  });
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
