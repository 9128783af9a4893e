import { z } from 'zod';
import { answerShape } from './catalogue-schemas.ts';
import { PageMetaSchema, PaginationQuerySchema, SearchTextSchema } from './content.ts';
import { productCatalogue } from './product-fields.ts';

/**
 * The marketplace of science and technology products (sản phẩm, giải pháp KH&CN): the labels
 * the portal, the proposal form and the admin area share, and the contract of the public calls.
 */

import { isDemandType, PRODUCT_SORTS } from './product-labels.ts';

export * from './product-labels.ts';

const readinessParameter = z.coerce
  .number({ message: 'Mức độ sẵn sàng công nghệ không hợp lệ' })
  .int('Mức độ sẵn sàng công nghệ không hợp lệ')
  .min(1, 'Mức độ sẵn sàng công nghệ từ 1 đến 9')
  .max(9, 'Mức độ sẵn sàng công nghệ từ 1 đến 9')
  .optional();

export const ListProductsQuerySchema = PaginationQuerySchema.extend({
  q: SearchTextSchema,
  /** The exact name of a field (lĩnh vực), as GET /api/products/fields lists them. */
  field: z.string().trim().max(100, 'Lĩnh vực không hợp lệ').optional(),
  demand_type: z.coerce
    .number({ message: 'Nhu cầu không hợp lệ' })
    .int('Nhu cầu không hợp lệ')
    .refine(isDemandType, 'Nhu cầu không hợp lệ')
    .refine((value) => value !== 2, 'Nhu cầu “Tìm khách hàng” không được dùng để lọc danh sách')
    .optional(),
  readiness: readinessParameter,
  readiness_min: readinessParameter,
  readiness_max: readinessParameter,
  sort: z.enum(PRODUCT_SORTS, { message: 'Cách sắp xếp không hợp lệ' }).default('newest'),
}).refine(
  (query) =>
    query.readiness_min === undefined ||
    query.readiness_max === undefined ||
    query.readiness_min <= query.readiness_max,
  { message: 'Mức tối thiểu không được lớn hơn mức tối đa', path: ['readiness_max'] },
);
export type ListProductsQuery = z.output<typeof ListProductsQuerySchema>;

/** A picture or a document of a product, with the address it downloads from. */
export const ProductFileSchema = z.object({
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  /** Where it downloads from (productsApi.file). */
  url: z.string(),
});
export type ProductFile = z.infer<typeof ProductFileSchema>;

/** What a product's card shows of its catalogue's public fields (product-fields.ts). */
export const PRODUCT_CARD_FIELDS = [
  'slug',
  'name',
  'summary',
  'field',
  'readiness_level',
  'owner_organisation',
  'demand_types',
  'price',
] as const;

const publicProduct = z.object(answerShape(productCatalogue, 'public'));

export const ProductSummarySchema = publicProduct
  .pick(
    Object.fromEntries(PRODUCT_CARD_FIELDS.map((key) => [key, true])) as {
      [K in (typeof PRODUCT_CARD_FIELDS)[number]]: true;
    },
  )
  .extend({
    id: z.number(),
    /** The first picture, or null. */
    image: ProductFileSchema.nullable(),
    published_at: z.string(),
  });
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductListResponseSchema = z.object({ data: z.array(ProductSummarySchema), meta: PageMetaSchema });
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  /** Sanitised HTML (cleaned when it was saved). */
  description: z.string(),
  images: z.array(ProductFileSchema),
  attachments: z.array(ProductFileSchema),
  /** Empty for a product published from a proposal (`brokered`): its owner is reached through an interest. */
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  /** Published from a citizen's proposal: contact only through "Bày tỏ quan tâm", never shown. */
  brokered: z.boolean(),
  /** When it leaves the lists unless its owner renews it; null: never. */
  expires_at: z.string().nullable(),
  /** Past its end date: out of lists and search, its page kept with expiredNotice. */
  expired: z.boolean(),
  view_count: z.number(),
  /** How many signed-in people follow it (Theo dõi); whether the caller does is GET /api/follows/state. */
  followers: z.number(),
  /** Up to 4 other published products of the same field, newest first. */
  related: z.array(ProductSummarySchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductFieldSchema = z.object({ name: z.string(), count: z.number() });
export type ProductField = z.infer<typeof ProductFieldSchema>;

export const ProductAnswerSchema = z.object({ data: ProductDetailSchema });
export const ProductFieldsAnswerSchema = z.object({ data: z.array(ProductFieldSchema) });

/** A product in the address: its number or its slug. */
const productIdParameter = z.string().min(1).max(120);
export const ProductParamsSchema = z.object({ id: productIdParameter });
/** A product's file: the last part of its stored key (`ab12….png`). */
export const ProductFileParamsSchema = ProductParamsSchema.extend({ key: z.string().min(1).max(120) });
