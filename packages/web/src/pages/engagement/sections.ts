import { settingsApi } from '@portal/shared/api/settings';
import type { Settings } from '@portal/shared/settings';
import { data } from 'react-router';
import { call } from '../../lib/api.ts';
import { session, updateSession } from '../../lib/session.ts';

// Kept apart from the forms (form-parts.tsx), so that a page's loader does not load them.

/**
 * The site settings for a page loader. The root loader fetches them too, but loaders run side
 * by side, so a page that needs them first cannot wait for it (the server usually inlines them).
 */
export async function siteSettings(): Promise<Settings> {
  const known = session.get().settings;
  if (known) return known;
  // Without `keys` the server sends every setting.
  const { data: settings } = (await call(settingsApi.get)) as { data: Settings };
  updateSession({ settings });
  return settings;
}

/** Hỏi đáp and Liên hệ exist only while their flag is on: otherwise the route shows its 404. */
export async function requireSection(flag: 'question_and_answer' | 'contact'): Promise<Settings> {
  const settings = await siteSettings();
  if (!settings[flag]) throw data('Không tìm thấy nội dung', { status: 404 });
  return settings;
}
