import { applyReadingPreferences } from './lib/reading-preferences.ts';
import './styles/app.scss';

// The page the server sent (its boot screen; on the home page, the page's first screen) is painted
// before the portal runs, with the visitor's reading choices already applied. Then the portal starts
// in steps, each its own task, so that no step keeps the browser from answering the visitor for
// long: React DOM and the router, then the portal's own modules, then the router's first page and
// the first render. Where the server only named the chunks (the home page, whose first screen must
// not share the connection with them), they are fetched here, all at once, after that first paint.
applyReadingPreferences();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(container: HTMLElement) {
  const named = document.getElementById('portal-chunks')?.textContent;
  for (const href of named ? (JSON.parse(named) as string[]) : []) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  // React DOM and the router first. The router is imported for one name, so that the build still
  // leaves out the parts of it the portal does not use.
  await Promise.all([import('react-dom/client'), import('react-router').then(({ RouterProvider }) => RouterProvider)]);
  await nextTask();
  const { startPortal } = await import('./start.tsx');
  await nextTask();
  startPortal(container);
}

const container = document.getElementById('root');
if (container) {
  requestAnimationFrame(() =>
    setTimeout(() =>
      start(container).catch(() => {
        // The boot screen's status line says so, instead of loading for ever.
        const status = container.querySelector<HTMLElement>('[role="status"]');
        const line = status?.querySelector('.boot-text') ?? status;
        if (!status || !line) return;
        status.classList.remove('visually-hidden');
        line.textContent = 'Không tải được cổng thông tin. Vui lòng kiểm tra kết nối mạng và tải lại trang.';
      }),
    ),
  );
}
