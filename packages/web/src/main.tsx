import { applyStoredContrast } from './lib/contrast.ts';
import './styles/app.scss';

// The page the server sent (its boot screen; on the home page, the page's first screen) is painted
// before the portal's script is fetched: it then has the connection to itself. Once that first
// frame is shown, the chunks the server named (the portal's start chunk and the page's own chunk)
// are fetched in parallel and the portal starts.
applyStoredContrast();
requestAnimationFrame(() =>
  setTimeout(() => {
    const named = document.getElementById('portal-chunks')?.textContent;
    for (const href of named ? (JSON.parse(named) as string[]) : []) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    }
    import('./start.tsx').catch(() => {
      // The boot screen's status line says so, instead of loading for ever.
      const status = document.querySelector<HTMLElement>('#root [role="status"]');
      const line = status?.querySelector('.boot-text') ?? status;
      if (!status || !line) return;
      status.classList.remove('visually-hidden');
      line.textContent = 'Không tải được cổng thông tin. Vui lòng kiểm tra kết nối mạng và tải lại trang.';
    });
  }),
);
