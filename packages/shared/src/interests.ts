import { z } from 'zod';
import { PageMetaSchema, PaginationQuerySchema } from './content.ts';
import { DEMAND_TYPES, type DemandType } from './products.ts';

/**
 * Bày tỏ quan tâm (issue 22 part 1): a signed-in person tells the owner of a product or need on
 * the marketplace what they want of it; staff read it first and forward it; the owner accepts or
 * declines. Only an accepted interest shows each side the other's contact.
 */

export const INTEREST_STATUSES = ['pending', 'forwarded', 'accepted', 'declined', 'closed'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

/** The statuses that still hold a person's one interest in a product (a second one is 409). */
export const OPEN_INTEREST_STATUSES = ['pending', 'forwarded'] as const satisfies readonly InterestStatus[];

export const interestStatusLabels: Record<InterestStatus, string> = {
  pending: 'Chờ Sở xem xét',
  forwarded: 'Đã chuyển đến chủ sở hữu',
  accepted: 'Chủ sở hữu đồng ý kết nối',
  declined: 'Chủ sở hữu từ chối',
  closed: 'Sở đã đóng',
};

/**
 * What the person who is interested wants, in their own words: the demand types of the product
 * (docs/DOMAIN.md, section 3) read from the other side.
 */
export const interestDemandLabels: Record<DemandType, string> = {
  1: 'Hợp tác, làm đối tác',
  2: 'Mua, sử dụng sản phẩm',
  3: 'Đầu tư',
  4: 'Thẩm định, đánh giá',
  5: 'Hỗ trợ triển khai',
};

export const INTEREST_MESSAGE_MIN = 10;
export const INTEREST_MESSAGE_MAX = 1000;
export const INTEREST_NOTE_MAX = 2000;

export const interestMessages = {
  messageRequired: 'Vui lòng nhập lời nhắn',
  messageTooShort: `Lời nhắn cần ít nhất ${INTEREST_MESSAGE_MIN} ký tự`,
  messageTooLong: `Lời nhắn tối đa ${INTEREST_MESSAGE_MAX} ký tự`,
  demandType: 'Vui lòng chọn nhu cầu của Ông/Bà',
  noteRequired: 'Vui lòng nhập ghi chú',
  noteTooLong: `Ghi chú tối đa ${INTEREST_NOTE_MAX} ký tự`,
  productNotFound: 'Không tìm thấy sản phẩm',
  notFound: 'Không tìm thấy yêu cầu quan tâm',
  ownProduct: 'Ông/Bà không thể bày tỏ quan tâm đến tin đăng của chính mình',
  alreadyOpen: 'Ông/Bà đã bày tỏ quan tâm đến sản phẩm này và yêu cầu đang được xử lý',
  notPending: 'Yêu cầu này không còn chờ Sở xem xét',
  notForwarded: 'Yêu cầu này không còn chờ Ông/Bà trả lời',
  noOwner:
    'Sản phẩm này do Sở đăng, không có tài khoản chủ sở hữu để chuyển đến: cán bộ liên hệ trực tiếp với đơn vị sở hữu rồi đóng yêu cầu kèm ghi chú',
  expired: 'Tin này đã hết hạn hiển thị, không nhận thêm yêu cầu quan tâm',
  notOwner: 'Chỉ chủ sở hữu tin đăng mới được gia hạn',
  renewed: 'Đã gia hạn tin đăng thêm 12 tháng',
  sent: 'Đã gửi. Sở sẽ xem xét và chuyển đến chủ sở hữu; Ông/Bà sẽ nhận thông báo ở mỗi bước.',
} as const;

/** POST /api/products/:id/interests. */
export const InterestInputSchema = z.object({
  message: z
    .string({ error: interestMessages.messageRequired })
    .trim()
    // One message for an empty field, not "required" and "too short" together.
    .min(1, { error: interestMessages.messageRequired, abort: true })
    .min(INTEREST_MESSAGE_MIN, interestMessages.messageTooShort)
    .max(INTEREST_MESSAGE_MAX, interestMessages.messageTooLong),
  demand_type: z.coerce
    .number({ error: interestMessages.demandType })
    .int(interestMessages.demandType)
    .refine((value) => (DEMAND_TYPES as readonly number[]).includes(value), interestMessages.demandType),
});
export type InterestInput = z.input<typeof InterestInputSchema>;

/** A staff note: required to close, optional to forward. */
export const InterestCloseInputSchema = z.object({
  note: z
    .string({ error: interestMessages.noteRequired })
    .trim()
    .min(1, interestMessages.noteRequired)
    .max(INTEREST_NOTE_MAX, interestMessages.noteTooLong),
});
export const InterestForwardInputSchema = z.object({
  note: z.string().trim().max(INTEREST_NOTE_MAX, interestMessages.noteTooLong).default(''),
});

export const InterestIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: interestMessages.notFound })
    .int(interestMessages.notFound)
    .min(1, interestMessages.notFound)
    .max(Number.MAX_SAFE_INTEGER, interestMessages.notFound),
});

export const ListInterestsQuerySchema = PaginationQuerySchema;

/** Someone's contact, shown to the other side only once the owner accepted. */
export const InterestContactSchema = z.object({ name: z.string(), email: z.string(), phone: z.string() });
export type InterestContact = z.infer<typeof InterestContactSchema>;

/** An interest as the portal shows it to either side. */
export const InterestSchema = z.object({
  id: z.number(),
  product: z.object({ id: z.number(), name: z.string(), link: z.string() }),
  demand_type: z.number(),
  message: z.string(),
  status: z.enum(INTEREST_STATUSES),
  /** The department's note (when it forwarded or closed the interest), '' when none. */
  staff_note: z.string(),
  created_at: z.string(),
  forwarded_at: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** The other side's contact: null until the owner accepts. */
  contact: InterestContactSchema.nullable(),
});
export type Interest = z.infer<typeof InterestSchema>;

export const InterestAnswerSchema = z.object({ data: InterestSchema });
export const InterestListResponseSchema = z.object({ data: z.array(InterestSchema), meta: PageMetaSchema });
export type InterestListResponse = z.infer<typeof InterestListResponseSchema>;

/** One of my listings on the marketplace (a product published from my proposal), with its counts. */
export const MyListingSchema = z.object({
  id: z.number(),
  name: z.string(),
  link: z.string(),
  status: z.string(),
  published_at: z.string().nullable(),
  /** Interests forwarded to me (every status after forwarding). */
  interests: z.number(),
  /** Of those, the ones I accepted. */
  accepted: z.number(),
  /** When it leaves the lists unless renewed (issue 22 part 2); null: never. */
  expires_at: z.string().nullable(),
  expired: z.boolean(),
});
export type MyListing = z.infer<typeof MyListingSchema>;
export const MyListingListResponseSchema = z.object({ data: z.array(MyListingSchema), meta: PageMetaSchema });

/** The back office's record of an interest: both sides, since staff broker the contact. */
export const AdminInterestSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  /** Whether the product has an owner account to forward to (products made by staff have none). */
  has_owner: z.boolean(),
  owner_name: z.string().nullable(),
  sender_name: z.string(),
  sender_email: z.string(),
  demand_type: z.number(),
  message: z.string(),
  status: z.enum(INTEREST_STATUSES),
  staff_note: z.string(),
  created_at: z.string(),
  forwarded_at: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type AdminInterest = z.infer<typeof AdminInterestSchema>;

/** How long a listing published from a proposal stays, and what a renewal adds from now. */
export const LISTING_MONTHS = 12;
/** How long before its end the owner is reminded. */
export const LISTING_REMINDER_MONTHS = 1;

/** POST /api/products/:id/renew: the new end date. */
export const RenewAnswerSchema = z.object({ data: z.object({ id: z.number(), expires_at: z.string() }) });
