import type { AdminSettingsSchema } from '@portal/shared/admin-content';
import { adminApi } from '@portal/shared/api/admin';
import { HttpError, type useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { applyBranding } from '../../providers/branding.ts';
import { callApi } from '../../providers/http.ts';

/**
 * Saves settings from a form (Cấu hình cổng, Thiết lập ban đầu) and says so: the stored record, or
 * on a 422 the server's errors by field for the form to show under them. `body` is what the form's
 * resolver (SettingsInputSchema) let through: the keys the server takes, nothing of the form's own.
 */
export async function saveSettings(
  body: FieldValues,
  notify: ReturnType<typeof useNotify>,
  savedMessage: string,
): Promise<{ record?: z.infer<typeof AdminSettingsSchema>; errors?: FieldValues }> {
  try {
    const record = await callApi(adminApi.settings.update, { body });
    applyBranding(record);
    notify(savedMessage, { type: 'success' });
    return { record };
  } catch (error) {
    notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    // A 422: the data provider's client mapped the server's errors by field; the form shows them.
    if (error instanceof HttpError && error.status === 422)
      return { errors: (error.body as { errors?: FieldValues }).errors };
    return {};
  }
}
