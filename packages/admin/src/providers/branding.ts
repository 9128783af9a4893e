import { documentTitle } from '@portal/shared/routes';
import { useSyncExternalStore } from 'react';

/**
 * The department's name and colour in the back office: the server writes them into its page from
 * the settings (`application-name`, `theme-color`: server/src/web/admin.ts), and a save of the
 * settings brings them here at once, without a reload.
 */
export interface Branding {
  name?: string;
  primary?: string;
}

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);

/** Read from the page on first use (a module the tests import outside a browser has no document). */
let current: Branding | undefined;
const read = (): Branding =>
  (current ??= {
    name: meta('application-name')?.content || undefined,
    primary: meta('theme-color')?.content || undefined,
  });
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBranding(): Branding {
  return useSyncExternalStore(subscribe, read);
}

/** After the settings were saved: the tab, the app bar's name and its colour follow them. */
export function applyBranding(site: { title_suffix: string; primary_color: string }): void {
  current = { name: site.title_suffix, primary: site.primary_color };
  for (const [name, content] of [
    ['application-name', site.title_suffix],
    ['theme-color', site.primary_color],
  ] as const) {
    const tag = meta(name) ?? document.head.appendChild(Object.assign(document.createElement('meta'), { name }));
    tag.content = content;
  }
  document.title = documentTitle('Quản trị', site.title_suffix);
  for (const listener of listeners) listener();
}
