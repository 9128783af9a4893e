import { formatDate } from './vietnam-time.ts';

/**
 * The marketplace's labels and formatters, without zod: the portal's list and detail pages import
 * them from here, so that their chunks carry no schema (`products.ts` keeps the contract and
 * re-exports these for the server, the forms and the back office).
 */

/** What the owner of a product looks for (docs/DOMAIN.md, "The spec's contract", section 3: demand type 1–5). */
export const DEMAND_TYPES = [1, 2, 3, 4, 5] as const;
export type DemandType = (typeof DEMAND_TYPES)[number];

export const demandTypeLabels: Record<DemandType, string> = {
  1: 'Tìm đối tác',
  2: 'Tìm khách hàng',
  3: 'Tìm nhà đầu tư',
  4: 'Thẩm định/đánh giá sản phẩm',
  5: 'Hỗ trợ từ Nhà nước',
};

/**
 * The demand types offered in list filters and form pickers. "Tìm khách hàng" (2) stays in the data
 * of older products but is never offered (docs/DOMAIN.md, "The spec's contract", section 3: hidden
 * in lists).
 */
export const OFFERED_DEMAND_TYPES = [1, 3, 4, 5] as const satisfies readonly DemandType[];

export const isDemandType = (value: number): value is DemandType => (DEMAND_TYPES as readonly number[]).includes(value);

/** The label of a demand type, or '' for a number outside 1–5. */
export const demandTypeLabel = (value: number): string => (isDemandType(value) ? demandTypeLabels[value] : '');

/** Technology readiness levels (mức độ sẵn sàng công nghệ, TRL) 1–9. */
export const READINESS_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type ReadinessLevel = (typeof READINESS_LEVELS)[number];

export const readinessLabels: Record<ReadinessLevel, string> = {
  1: 'Nguyên lý cơ bản',
  2: 'Hình thành khái niệm công nghệ',
  3: 'Chứng minh khái niệm bằng thực nghiệm',
  4: 'Kiểm chứng trong phòng thí nghiệm',
  5: 'Kiểm chứng trong môi trường liên quan',
  6: 'Trình diễn trong môi trường liên quan',
  7: 'Trình diễn mẫu thử trong môi trường thực tế',
  8: 'Hệ thống hoàn chỉnh, đã được kiểm định',
  9: 'Đã thương mại hóa',
};

/** "TRL 7 – Trình diễn mẫu thử trong môi trường thực tế". */
export const readinessLabel = (level: number): string => {
  const label = readinessLabels[level as ReadinessLevel];
  return label ? `TRL ${level} – ${label}` : `TRL ${level}`;
};

/** A price in đồng ("45.000.000 ₫"), or "Liên hệ" when the owner gives none. */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined) return 'Liên hệ';
  return `${new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }).format(price)} ₫`;
}

export const PRODUCT_SORTS = ['newest', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const productSortLabels: Record<ProductSort, string> = { newest: 'Mới nhất', name: 'Tên (A–Z)' };

/** The notice on the page of an expired product or need. */
export const expiredNotice = (expiresAt: string): string =>
  `Tin này đã hết hạn hiển thị từ ngày ${formatDate(expiresAt)}`;
