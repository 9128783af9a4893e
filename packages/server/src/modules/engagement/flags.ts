import type { SettingKey } from '@portal/shared/settings';
import { notFound } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';

/**
 * An `onRequest` hook: while the settings flag is off, the call answers 404 before its query
 * or body is even read, so a switched-off section neither shows nor takes anything.
 * The settings are cached in memory, so this costs no query on most requests.
 */
export function requireFlag(
  settings: SettingsService,
  flag: Extract<SettingKey, 'question_and_answer' | 'contact'>,
  message: string,
) {
  return async () => {
    if (!(await settings.get())[flag]) throw notFound(message);
  };
}
