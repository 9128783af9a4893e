import type { PublicSettings } from '@portal/shared/settings';
import { data } from 'react-router';
import { siteSettings } from '../../lib/site-settings.ts';

// Kept apart from the forms (form-parts.tsx), so that a page's loader does not load them.

/** Hỏi đáp and Liên hệ exist only while their flag is on: otherwise the route shows its 404. */
export async function requireSection(flag: 'question_and_answer' | 'contact'): Promise<PublicSettings> {
  const settings = await siteSettings();
  if (!settings[flag]) throw data('Không tìm thấy nội dung', { status: 404 });
  return settings;
}
