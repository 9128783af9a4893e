import { describe, expect, it } from 'vitest';
import './zod-vi.ts';
import {
  DEMAND_TYPES,
  demandTypeLabels,
  formatPrice,
  ListProductsQuerySchema,
  OFFERED_DEMAND_TYPES,
  READINESS_LEVELS,
  readinessLabel,
} from './products.ts';

describe('the marketplace labels and list query', () => {
  it('labels every demand type and never offers "Tìm khách hàng" in pickers', () => {
    for (const type of DEMAND_TYPES) expect(demandTypeLabels[type]).toMatch(/\S/);
    expect(demandTypeLabels[2]).toBe('Tìm khách hàng');
    expect(OFFERED_DEMAND_TYPES).toEqual([1, 3, 4, 5]);
  });

  it('labels the nine readiness levels', () => {
    expect(READINESS_LEVELS.map(readinessLabel)).toHaveLength(9);
    expect(readinessLabel(1)).toBe('TRL 1 – Nguyên lý cơ bản');
    expect(readinessLabel(9)).toBe('TRL 9 – Đã thương mại hóa');
  });

  it('writes prices in đồng, or "Liên hệ" without one', () => {
    expect(formatPrice(45_000_000)).toBe('45.000.000 ₫');
    expect(formatPrice(null)).toBe('Liên hệ');
  });

  it('takes the filters with defaults, and refuses type 2, unknown types and an inverted range', () => {
    expect(ListProductsQuerySchema.parse({})).toEqual({ page: 1, per_page: 10, sort: 'newest' });
    expect(ListProductsQuerySchema.parse({ demand_type: '3', readiness: '7', field: ' Y dược ' })).toMatchObject({
      demand_type: 3,
      readiness: 7,
      field: 'Y dược',
    });
    const issues = (query: Record<string, string>) =>
      ListProductsQuerySchema.safeParse(query).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ demand_type: '2' })).toEqual([
      ['demand_type', 'Nhu cầu “Tìm khách hàng” không được dùng để lọc danh sách'],
    ]);
    expect(issues({ demand_type: '6' })).toEqual([['demand_type', 'Nhu cầu không hợp lệ']]);
    expect(issues({ readiness_min: '7', readiness_max: '3' })).toEqual([
      ['readiness_max', 'Mức tối thiểu không được lớn hơn mức tối đa'],
    ]);
  });
});
