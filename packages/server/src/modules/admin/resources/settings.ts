import { AdminSettingsSchema, SettingsInputSchema } from '@portal/shared/admin-content';
import { adminApi } from '@portal/shared/api/admin';
import type { Settings } from '@portal/shared/settings';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordStaffWrite } from '../../../back-office/audit.ts';
import type { AppContext } from '../../../context.ts';
import { settings as settingsTable } from '../../../db/schema/settings.ts';
import { unprocessable } from '../../../errors.ts';
import { serve } from '../../../http/contract.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import { brokenPortalLinks } from './page-links.ts';

/** The settings that hold links to pages of the portal, checked against its pages when one changes. */
const LINK_KEYS = ['menu', 'footer_links', 'banner_link_href'];

const record = (settings: Settings) => ({ id: 'settings' as const, ...settings });

/**
 * Cấu hình cổng (administration): the one settings object — the two flags (Hỏi đáp, Liên hệ),
 * VNeID sign-in, the site name and the footer's agency, address, phone, e-mail, partner and
 * social links. The write and its audit line share a transaction; then the settings service
 * forgets its copy and empties the public cache, so `GET /api/settings` and the portal's pages
 * show the change at once.
 */
export function registerSettingsAdmin(app: FastifyInstance, context: AppContext): void {
  const { database, now, settings } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { staffArea: 'administration' as const };

  serve(
    routes,
    adminApi.settings.get,
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Cấu hình cổng (một bản ghi, id = "settings"): cờ question_and_answer, contact, vneid_enabled, thông tin chân trang',
        response: { 200: AdminSettingsSchema },
      },
    },
    async () => record(await settings.get()),
  );

  serve(
    routes,
    adminApi.settings.update,
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Sửa cấu hình cổng: gửi các khóa cần đổi (khóa vắng mặt giữ nguyên; id và demo_removed của bản ghi bị bỏ qua; khóa khác không phải cấu hình bị từ chối 422). Email, số điện thoại, ' +
          'đường dẫn https được kiểm tra (422 theo trường). Cổng và GET /api/settings thấy thay đổi ngay',
        body: SettingsInputSchema,
        response: { 200: AdminSettingsSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request).user;
      const at = now();
      const before = await settings.get();
      const { id: _id, demo_removed: _reported, ...input } = request.body;
      const changed = Object.entries(input).filter(
        ([key, value]) => value !== undefined && value !== before[key as keyof Settings],
      );
      if (changed.some(([key]) => LINK_KEYS.includes(key))) {
        const broken = await brokenPortalLinks(database.db, { ...before, ...Object.fromEntries(changed) });
        if (Object.keys(broken).length > 0) throw unprocessable(broken);
      }
      if (changed.length > 0) {
        const after = { ...before, ...Object.fromEntries(changed) };
        await database.db.transaction(async (tx) => {
          await tx
            .insert(settingsTable)
            .values(changed.map(([key, value]) => ({ key, value, updatedAt: at })))
            .onConflictDoUpdate({ target: settingsTable.key, set: { value: sql`excluded.value`, updatedAt: at } });
          await recordStaffWrite(
            tx,
            staff,
            { action: 'update', resource: 'settings', recordId: 'settings', before, after },
            at,
          );
        });
      }
      // An empty change through the service: it drops its cached copy, empties the public cache
      // (its onChange) and answers the settings as now stored.
      return record(await settings.update({}));
    },
  );
}
