import { z } from 'zod';
import { bigProblemCatalogue } from './big-problem-fields.ts';
import { openDataColumnsOf } from './catalogue.ts';
import { updatedAtField } from './common-fields.ts';
import { documentCatalogue } from './document-fields.ts';
import { bigProblemFieldLabels, documentFieldLabels, postFieldLabels } from './field-labels.ts';
import { indicatorCatalogue, indicatorValueCatalogue } from './indicator-fields.ts';
import { placeNames } from './names.ts';
import { postCatalogue } from './post-fields.ts';
import { productCatalogue } from './product-fields.ts';
import { proposalCatalogue } from './proposal-fields.ts';
import { href, type RouteName, routeByName } from './routes.ts';

/**
 * Dữ liệu mở: the portal's public lists as datasets anyone may reuse, each
 * downloadable as CSV and JSON from `/api/open-data/{dataset}.csv|.json` and described by the
 * catalogue `GET /api/open-data`. A dataset holds only what the portal already shows everyone.
 */

export const OPEN_DATA_DATASETS = ['products', 'big-problems', 'proposals', 'indicators', 'documents', 'news'] as const;
export type OpenDataDataset = (typeof OPEN_DATA_DATASETS)[number];

export const isOpenDataDataset = (value: string): value is OpenDataDataset =>
  (OPEN_DATA_DATASETS as readonly string[]).includes(value);

/** Rows read from the database at a time while a download streams. */
export const OPEN_DATA_BATCH_SIZE = 500;

/** Downloads one client may start per minute. */
export const OPEN_DATA_RATE_LIMIT = 60;

export const OPEN_DATA_LICENCE = {
  id: 'CC-BY-4.0',
  title: 'Giấy phép Creative Commons Ghi công 4.0 Quốc tế (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/deed.vi',
} as const;

export const openDataMessages = {
  notFound: 'Không tìm thấy bộ dữ liệu này. Xem danh sách bộ dữ liệu trên trang “Dữ liệu mở” của Cổng',
  indicator: 'Mã chỉ tiêu không hợp lệ',
  indicatorNotFound:
    'Không tìm thấy chỉ tiêu này trong dữ liệu mở. Xem các chỉ tiêu trên trang “Báo cáo, đánh giá Nghị quyết 57”',
} as const;

export interface OpenDataColumn {
  /** The CSV header and the JSON key. */
  name: string;
  /** What people call it. */
  title: string;
  /** What it holds, its unit or its format. */
  description: string;
}

const ISO_TIME = 'Thời điểm theo ISO 8601, giờ Việt Nam kèm độ lệch múi giờ, ví dụ 2026-11-23T09:00:00+07:00';
const GROUPS = 'Số thứ tự các nhóm nhiệm vụ của Nghị quyết 57 (1–7), cách nhau bởi dấu chấm phẩy';

const column = (name: string, title: string, description: string): OpenDataColumn => ({ name, title, description });

/** Each dataset's title, description and columns, in the order of the catalogue and the page. */
export const openDataDefinitions: Record<
  OpenDataDataset,
  { title: string; description: string; columns: OpenDataColumn[] }
> = {
  products: {
    title: 'Sản phẩm, giải pháp khoa học và công nghệ và nhu cầu công nghệ',
    description: `Các sản phẩm, giải pháp đang đăng trên ${placeNames.marketplace} (trang “Sản phẩm, giải pháp khoa học và công nghệ”) và các nhu cầu công nghệ đã được Sở duyệt (trang “Danh sách đề xuất”). Không gồm thông tin liên hệ.`,
    columns: [
      column(
        'type',
        'Loại',
        `“Sản phẩm” (sản phẩm, giải pháp trên ${placeNames.marketplace}) hoặc “Nhu cầu” (đề xuất nhu cầu đã duyệt)`,
      ),
      column('id', 'Mã', 'Mã số của sản phẩm hoặc của đề xuất nhu cầu trên Cổng (duy nhất trong mỗi loại)'),
      column('name', 'Tên', 'Tên sản phẩm, giải pháp hoặc nhu cầu'),
      column('summary', productCatalogue.summary.label, 'Mô tả ngắn'),
      column('field', productCatalogue.field.label, 'Lĩnh vực khoa học và công nghệ'),
      column('readiness_level', productCatalogue.readiness_level.label, 'TRL từ 1 đến 9; để trống khi không khai'),
      column(
        'organisation',
        productCatalogue.owner_organisation.label,
        'Tổ chức, cá nhân sở hữu sản phẩm hoặc nêu nhu cầu',
      ),
      column(
        'demand_types',
        productCatalogue.demand_types.label,
        'Tìm đối tác, khách hàng, nhà đầu tư, thẩm định hoặc hỗ trợ từ Nhà nước, cách nhau bởi dấu chấm phẩy',
      ),
      column('price', productCatalogue.price.label, 'Giá tham khảo bằng đồng Việt Nam; để trống là “Liên hệ”'),
      column('nq57_groups', productCatalogue.nq57_groups.label, GROUPS),
      column('url', 'Địa chỉ trên Cổng', 'Trang của sản phẩm hoặc nhu cầu'),
      column('published_at', productCatalogue.published_at.label, ISO_TIME),
      column('updated_at', updatedAtField.label, ISO_TIME),
    ],
  },
  'big-problems': {
    title: 'Bài toán lớn',
    description:
      'Các bài toán tỉnh đặt hàng tìm giải pháp (trang “Bài toán lớn”): yêu cầu, kết quả mong đợi, kinh phí dự kiến, thời hạn, trạng thái, tiêu chí đánh giá và trọng số, quyền sở hữu trí tuệ, giải thưởng và kết quả đánh giá đã công bố.',
    columns: [
      column('id', 'Mã', 'Mã số của bài toán trên Cổng'),
      ...openDataColumnsOf(bigProblemCatalogue, [
        'title',
        'field',
        'ordering_body',
        'status',
        'description',
        'requirements',
        'expected_results',
        'budget_range',
        'deadline',
        'nq57_groups',
      ]),
      column(
        'criteria',
        bigProblemFieldLabels.criteria,
        'Tên từng tiêu chí và trọng số của nó (tổng 100%), cách nhau bởi dấu chấm phẩy, ví dụ “Tính mới (30%); Tính khả thi (40%); Chi phí (30%)”; để trống khi bài toán chưa có tiêu chí',
      ),
      ...openDataColumnsOf(bigProblemCatalogue, ['ip_terms', 'reward', 'implementation']),
      column(
        'results_text',
        bigProblemFieldLabels.results,
        'Nội dung kết quả đánh giá đã công bố; để trống khi chưa công bố',
      ),
      column('results_published_at', 'Ngày công bố kết quả', `${ISO_TIME}; để trống khi chưa công bố`),
      column(
        'results_ranking',
        'Giải pháp được lựa chọn',
        'Các giải pháp được lựa chọn theo thứ hạng, cách nhau bởi dấu chấm phẩy: thứ hạng, tên giải pháp, đơn vị và điểm trung bình của hội đồng giám khảo trên thang 100 (dấu phẩy thập phân), ví dụ “1. Cảm biến độ ẩm đất – Viện Địa chất (90 điểm)”; “chưa chấm điểm” khi giám khảo chưa chấm; để trống khi chưa công bố',
      ),
      column('url', 'Địa chỉ trên Cổng', 'Trang của bài toán'),
      column('published_at', bigProblemCatalogue.published_at.label, ISO_TIME),
      column('updated_at', updatedAtField.label, ISO_TIME),
    ],
  },
  proposals: {
    title: 'Đề xuất của người dân, doanh nghiệp đã được duyệt',
    description:
      'Các đề xuất sản phẩm, giải pháp, nhu cầu đã được Sở duyệt hoặc công bố (trang “Danh sách đề xuất”). Số điện thoại và email chỉ có khi người gửi chọn công khai.',
    columns: [
      column('id', 'Mã', 'Mã số của đề xuất trên Cổng'),
      ...openDataColumnsOf(proposalCatalogue),
      column('status', 'Trạng thái', '“Đã duyệt” hoặc “Đã công bố”'),
      column('url', 'Địa chỉ trên Cổng', 'Trang của đề xuất'),
      column('approved_at', 'Ngày duyệt', ISO_TIME),
      column('updated_at', 'Cập nhật lần cuối', ISO_TIME),
    ],
  },
  indicators: {
    title: 'Chỉ tiêu theo dõi Nghị quyết 57 và số liệu',
    description:
      'Mỗi dòng là số liệu của một chỉ tiêu trong một kỳ báo cáo, như trên trang “Báo cáo, đánh giá Nghị quyết 57”, kèm mục tiêu; chỉ tiêu chưa có số liệu có một dòng với kỳ và giá trị để trống. Để tải số liệu của riêng một chỉ tiêu, chọn chỉ tiêu đó trên trang “Báo cáo, đánh giá Nghị quyết 57” rồi nhấn “Tải số liệu (CSV)”.',
    columns: [
      column('indicator_id', 'Mã', 'Mã số của chỉ tiêu trên Cổng; dùng để tải riêng số liệu của chỉ tiêu này'),
      ...openDataColumnsOf(indicatorCatalogue, [
        'code',
        'name',
        'unit',
        'nq57_group',
        'target',
        'target_year',
        'source',
      ]),
      ...openDataColumnsOf(indicatorValueCatalogue),
    ],
  },
  documents: {
    title: 'Văn bản',
    description: 'Các văn bản công khai trên Cổng (trang “Văn bản”), kèm địa chỉ tải tệp. Không gồm văn bản nội bộ.',
    columns: [
      column('id', 'Mã', 'Mã số của văn bản trên Cổng'),
      ...openDataColumnsOf(documentCatalogue),
      column('files', documentFieldLabels.files, 'Địa chỉ tải các tệp, cách nhau bởi dấu chấm phẩy'),
      column('updated_at', updatedAtField.label, ISO_TIME),
    ],
  },
  news: {
    title: 'Tin tức, hoạt động',
    description:
      'Các tin đã đăng trên Cổng (trang “Tin tức - Hoạt động”): tiêu đề, chuyên mục, tóm tắt, ngày đăng và địa chỉ bài.',
    columns: [
      column('id', 'Mã', 'Mã số của tin trên Cổng'),
      column('title', postCatalogue.title.label, postCatalogue.title.openData.about),
      column('category', postFieldLabels.category_id, 'Tên chuyên mục của tin'),
      ...openDataColumnsOf(postCatalogue, ['summary', 'author', 'source', 'tags', 'nq57_groups']),
      column('url', 'Địa chỉ trên Cổng', 'Trang của tin'),
      column('published_at', postCatalogue.published_at.label, ISO_TIME),
      column('updated_at', updatedAtField.label, ISO_TIME),
    ],
  },
};

/**
 * The portal's pages that show each dataset's items (the catalogue's `links.pages`): the
 * descriptions name them as people read them, the links carry the addresses.
 */
const openDataPageRoutes: Record<OpenDataDataset, RouteName[]> = {
  products: ['ProductIndex', 'ProposeIndex'],
  'big-problems': ['BigProblemIndex'],
  proposals: ['ProposeIndex'],
  indicators: ['ReportMonitor'],
  documents: ['Documents'],
  news: ['PostIndex'],
};

export interface OpenDataPage {
  title: string;
  url: string;
}

export const openDataPages = (dataset: OpenDataDataset): OpenDataPage[] =>
  openDataPageRoutes[dataset].map((name) => ({ title: routeByName(name).title ?? '', url: href(name) }));

/** Columns holding a calendar day (yyyy-mm-dd). */
const DAY_COLUMNS = new Set(['deadline', 'issued_at', 'effective_at']);
/** Columns holding a whole number, and those holding any number. */
const INTEGER_COLUMNS = new Set(['id', 'indicator_id', 'readiness_level', 'target_year', 'nq57_group']);
const NUMBER_COLUMNS = new Set(['price', 'target', 'value']);

/** A column's Frictionless Table Schema type, for the data dictionary (datapackage.json). */
export function columnType(name: string): 'string' | 'integer' | 'number' | 'date' | 'datetime' {
  if (DAY_COLUMNS.has(name)) return 'date';
  if (INTEGER_COLUMNS.has(name)) return 'integer';
  if (NUMBER_COLUMNS.has(name)) return 'number';
  if (name.endsWith('_at')) return 'datetime';
  return 'string';
}

/** A cell of a dataset: what a CSV cell and a JSON value both hold. */
export type OpenDataValue = string | number | null;
export type OpenDataRow = Record<string, OpenDataValue>;

export const OpenDataParamsSchema = z.object({ dataset: z.string() });

/** `?indicator=` picks one indicator of the indicators dataset (the others ignore it). */
export const OpenDataQuerySchema = z.object({
  indicator: z.coerce
    .number({ error: openDataMessages.indicator })
    .int(openDataMessages.indicator)
    .min(1, openDataMessages.indicator)
    .max(Number.MAX_SAFE_INTEGER, openDataMessages.indicator)
    .optional(),
});
export type OpenDataQuery = z.infer<typeof OpenDataQuerySchema>;

const ColumnSchema = z.object({ name: z.string(), title: z.string(), description: z.string() });

export const OpenDataDatasetSchema = z.object({
  id: z.enum(OPEN_DATA_DATASETS),
  title: z.string(),
  description: z.string(),
  licence: z.object({ id: z.string(), title: z.string(), url: z.string() }),
  /** The newest change of the data in it; null while it holds nothing. */
  updated_at: z.string().nullable(),
  columns: z.array(ColumnSchema),
  links: z.object({
    csv: z.string(),
    json: z.string(),
    /** The portal's pages with the same items. */
    pages: z.array(z.object({ title: z.string(), url: z.string() })),
    xlsx: z.string(),
    /** Its data dictionary (Frictionless Data Package). */
    datapackage: z.string(),
    /** Indicators only: one indicator's download, `{indicator_id}` standing for its number. */
    by_indicator: z.object({ csv: z.string(), json: z.string() }).optional(),
  }),
});
export type OpenDataDatasetInfo = z.infer<typeof OpenDataDatasetSchema>;

export const OpenDataCatalogueResponseSchema = z.object({ data: z.array(OpenDataDatasetSchema) });
export type OpenDataCatalogue = z.infer<typeof OpenDataCatalogueResponseSchema>;
