import { monitoringApi } from '@portal/shared/api/monitoring';
import {
  IndicatorListResponseSchema,
  ListReportsQuerySchema,
  MonitoringSummaryResponseSchema,
  ReportListResponseSchema,
} from '@portal/shared/monitoring';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';

/** /report-monitor: the indicators of Resolution 57, the evaluation reports, the home page's figures. */
export function registerMonitoringRoutes(app: FastifyInstance, { monitoring, publicCache }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  serve(
    routes,
    monitoringApi.indicators,
    {
      schema: {
        tags: ['monitoring'],
        summary: 'Các chỉ tiêu theo dõi Nghị quyết 57, kèm số liệu theo kỳ và mức độ hoàn thành mục tiêu',
        response: { 200: IndicatorListResponseSchema },
      },
    },
    async (request, reply) => publicCache.send(request, reply, async () => ({ data: await monitoring.indicators() })),
  );

  serve(
    routes,
    monitoringApi.reports,
    {
      schema: {
        tags: ['monitoring'],
        summary: 'Báo cáo đánh giá thực hiện Nghị quyết 57 đã công bố, mới nhất trước',
        querystring: ListReportsQuerySchema,
        response: { 200: ReportListResponseSchema },
      },
    },
    async (request, reply) => publicCache.send(request, reply, () => monitoring.reports(request.query)),
  );

  serve(
    routes,
    monitoringApi.summary,
    {
      schema: {
        tags: ['monitoring'],
        summary: 'Số liệu chính cho trang chủ: các chỉ tiêu đầu tiên và số nội dung theo nhóm nhiệm vụ',
        response: { 200: MonitoringSummaryResponseSchema },
      },
    },
    async (request, reply) => publicCache.send(request, reply, async () => ({ data: await monitoring.summary() })),
  );
}
