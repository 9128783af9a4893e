import { DemoRemovalSchema, DemoStateSchema } from '@portal/shared/admin-content';
import { adminApi } from '@portal/shared/api/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordStaffWrite } from '../../../back-office/audit.ts';
import type { AppContext } from '../../../context.ts';
import { demoRecordCount, removeDemo } from '../../../db/demo.ts';
import { serve } from '../../../http/contract.ts';
import { staffOf } from '../../auth/staff-guard.ts';

/**
 * "Xóa dữ liệu mẫu" (administrators): the demo out in one step, as `npm run demo -- --remove`
 * does (db/demo.ts), with an audit line of what went; the portal shows the change at once.
 */
export function registerDemoAdmin(app: FastifyInstance, context: AppContext): void {
  const { database, now, publicCache, settings, uploads } = context;
  serve(
    app.withTypeProvider<ZodTypeProvider>(),
    adminApi.demo,
    {
      config: { staffArea: 'administration' },
      schema: {
        tags: ['admin'],
        summary: 'Số bản ghi dữ liệu mẫu còn lại (0: cổng không có dữ liệu mẫu để xóa)',
        response: { 200: DemoStateSchema },
      },
    },
    async () => ({ records: await demoRecordCount(database.db) }),
  );
  serve(
    app.withTypeProvider<ZodTypeProvider>(),
    adminApi.removeDemo,
    {
      config: { staffArea: 'administration' },
      schema: {
        tags: ['admin'],
        summary:
          'Xóa dữ liệu mẫu: mọi bản ghi do dữ liệu mẫu tạo (tin, sản phẩm, bài toán, văn bản và tệp, hỏi đáp, hồ sơ…), ' +
          'giữ nguyên dữ liệu của Sở; cấu hình còn giá trị mẫu trở về mặc định. Trả về số bản ghi đã xóa theo bảng',
        response: { 200: DemoRemovalSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request).user;
      const result = await removeDemo(database.db, uploads);
      await database.db.transaction((tx) =>
        recordStaffWrite(
          tx,
          staff,
          { action: 'delete', resource: 'demo', recordId: 'demo', before: { ...result } },
          now(),
        ),
      );
      settings.forget();
      publicCache.invalidate();
      return result;
    },
  );
}
