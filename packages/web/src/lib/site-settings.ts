import { settingsApi } from '@portal/shared/api/settings';
import type { PublicSettings } from '@portal/shared/settings';
import { call } from './api.ts';
import { session, updateSession } from './session.ts';

/**
 * The site settings, fetched once and kept in the session (the server usually inlines them in the
 * page). The navigation sequence reads them first; a page loader that needs them cannot wait for
 * it, since loaders run side by side, so it calls this too.
 */
export async function siteSettings(): Promise<PublicSettings> {
  const known = session.get().settings;
  if (known) return known;
  // Without `keys` the server answers every setting, each with its default when unset.
  const { data: settings } = (await call(settingsApi.get)) as { data: PublicSettings };
  updateSession({ settings });
  return settings;
}
