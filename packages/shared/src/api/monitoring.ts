import type * as monitoring from '../monitoring.ts';
import { endpoint } from './endpoint.ts';

/** Theo dõi Nghị quyết 57 (/report-monitor and the home page's figures), for everyone. */
export const monitoringApi = {
  indicators: endpoint<{ response: { 200: typeof monitoring.IndicatorListResponseSchema } }>()(
    'GET',
    '/api/indicators',
  ),
  reports: endpoint<{
    query: typeof monitoring.ListReportsQuerySchema;
    response: { 200: typeof monitoring.ReportListResponseSchema };
  }>()('GET', '/api/reports'),
  summary: endpoint<{ response: { 200: typeof monitoring.MonitoringSummaryResponseSchema } }>()(
    'GET',
    '/api/monitoring/summary',
  ),
};
