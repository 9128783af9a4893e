import { z } from 'zod';
import { PageMetaSchema, PaginationQuerySchema } from './content.ts';
import { formatDate, formatInteger } from './format.ts';
import { DEMAND_TYPES, type DemandType } from './products.ts';

/**
 * Bày tỏ quan tâm: a signed-in person tells the owner of a product or need on
 * the marketplace what they want of it; staff read it first and forward it; the owner accepts or
 * declines. Only an accepted interest shows each side the other's contact.
 */

/** What an interest is about: a product on the marketplace, or a need (a public proposal of kind `need`). */
export const INTEREST_SUBJECT_KINDS = ['product', 'need'] as const;
export type InterestSubjectKind = (typeof INTEREST_SUBJECT_KINDS)[number];

/** How texts name each subject: “sản phẩm …”, “nhu cầu …”. */
export const interestSubjectLabels: Record<InterestSubjectKind, string> = {
  product: 'sản phẩm',
  need: 'nhu cầu',
};

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

/**
 * After the owner declines, or the department closes, a person's interest in a product, how many
 * days they wait before sending another to the same product (counted from the day of the answer,
 * Vietnam time: they may send again from the start of the day this many days later).
 */
export const INTEREST_RESEND_DAYS = 30;

export const INTEREST_MESSAGE_MIN = 10;
export const INTEREST_MESSAGE_MAX = 1000;
export const INTEREST_NOTE_MAX = 2000;

export const interestMessages = {
  messageRequired: 'Vui lòng nhập lời nhắn',
  messageTooShort: `Lời nhắn cần ít nhất ${INTEREST_MESSAGE_MIN} ký tự`,
  messageTooLong: `Lời nhắn tối đa ${formatInteger(INTEREST_MESSAGE_MAX)} ký tự`,
  demandType: 'Vui lòng chọn mong muốn của Ông/Bà',
  noteRequired: 'Vui lòng nhập ghi chú',
  noteTooLong: `Ghi chú tối đa ${formatInteger(INTEREST_NOTE_MAX)} ký tự`,
  productNotFound: 'Không tìm thấy sản phẩm',
  needNotFound: 'Không tìm thấy nhu cầu',
  notFound: 'Không tìm thấy yêu cầu quan tâm',
  ownProduct: 'Ông/Bà không thể bày tỏ quan tâm đến tin đăng của chính mình',
  ownNeed: 'Ông/Bà không thể bày tỏ quan tâm đến nhu cầu của chính mình',
  alreadyOpen: 'Ông/Bà đã bày tỏ quan tâm đến sản phẩm này và yêu cầu đang được xử lý',
  alreadyOpenNeed: 'Ông/Bà đã bày tỏ quan tâm đến nhu cầu này và yêu cầu đang được xử lý',
  notPending: 'Yêu cầu này không còn chờ Sở xem xét',
  notForwarded: 'Yêu cầu này không còn chờ Ông/Bà trả lời',
  noOwner:
    'Sản phẩm này do Sở đăng, không có tài khoản chủ sở hữu để chuyển đến: cán bộ liên hệ trực tiếp với tổ chức/cá nhân sở hữu rồi đóng yêu cầu kèm ghi chú',
  noOwnerNeed:
    'Nhu cầu này không còn tài khoản người đăng để chuyển đến: cán bộ liên hệ trực tiếp với tổ chức/cá nhân rồi đóng yêu cầu kèm ghi chú',
  expired: 'Tin này đã hết hạn hiển thị, không nhận thêm yêu cầu quan tâm',
  notOwner: 'Chỉ chủ sở hữu tin đăng mới được gia hạn',
  needIsProduct: 'Nhu cầu này đã được đăng thành sản phẩm: Ông/Bà gia hạn tin đăng của sản phẩm',
  renewed: 'Đã gia hạn tin đăng thêm 12 tháng',
  sent: 'Đã gửi. Sở sẽ xem xét và chuyển đến chủ sở hữu; Ông/Bà sẽ nhận thông báo ở mỗi bước.',
} as const;

/** 409 to a person who sends again too soon after a decline or a closing: from which day they may. */
export const interestResendMessage = (from: Date | string, kind: InterestSubjectKind = 'product'): string =>
  `Yêu cầu quan tâm trước của Ông/Bà đến ${interestSubjectLabels[kind]} này đã được trả lời. Ông/Bà có thể gửi lại từ ngày ${formatDate(from)}.`;

/** POST /api/products/:id/interests and /api/proposals/:id/interests. */
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

/**
 * A need's id in the path (its proposal's): any text, so that one not made of digits is an unknown
 * need (404), not a malformed request, as for the proposal's own page.
 */
export const NeedParamsSchema = z.object({ id: z.string() });

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

/** What an interest is about, as the portal names it: the product or need, and its public page. */
export const InterestSubjectSchema = z.object({
  kind: z.enum(INTEREST_SUBJECT_KINDS),
  /** The product's id, or the need's (its proposal's). */
  id: z.number(),
  name: z.string(),
  link: z.string(),
});
export type InterestSubject = z.infer<typeof InterestSubjectSchema>;

/** An interest as the portal shows it to either side. */
export const InterestSchema = z.object({
  id: z.number(),
  subject: InterestSubjectSchema,
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

/**
 * GET /api/products/:id/interests/mine (and /api/proposals/:id/interests/mine for a need): what the page shows a signed-in person in place
 * of the button (asked only with a session; the public answer of the product stays the same for all).
 */
export const MyInterestSchema = z.object({
  /** The person owns the listing (published from their proposal, or their need): no button, the counts instead. */
  is_owner: z.boolean(),
  /** For the owner: interests forwarded to them and, of those, the ones they accepted; else null. */
  counts: z.object({ interests: z.number(), accepted: z.number() }).nullable(),
  /** The person's latest interest in the product (never any contact here), or null. */
  interest: InterestSchema.nullable(),
  /** Whether a new interest would be received now (not the owner, none open, no waiting, not expired). */
  can_send: z.boolean(),
  /** After a decline or a closing: from when another may be sent (null when there is no wait). */
  next_allowed_at: z.string().nullable(),
});
export type MyInterest = z.infer<typeof MyInterestSchema>;
export const MyInterestAnswerSchema = z.object({ data: MyInterestSchema });

/** One of my listings on the marketplace (a product published from my proposal, or my need), with its counts. */
export const MyListingSchema = z.object({
  /** A product published from my proposal, or my need (its page is its proposal's). */
  kind: z.enum(INTEREST_SUBJECT_KINDS),
  id: z.number(),
  name: z.string(),
  link: z.string(),
  status: z.string(),
  published_at: z.string().nullable(),
  /** Interests forwarded to me (every status after forwarding). */
  interests: z.number(),
  /** Of those, the ones I accepted. */
  accepted: z.number(),
  /** When it leaves the lists unless renewed; null: never. */
  expires_at: z.string().nullable(),
  expired: z.boolean(),
});
export type MyListing = z.infer<typeof MyListingSchema>;
export const MyListingListResponseSchema = z.object({ data: z.array(MyListingSchema), meta: PageMetaSchema });

/** The back office's record of an interest: both sides, since staff broker the contact. */
export const AdminInterestSchema = z.object({
  id: z.number(),
  kind: z.enum(INTEREST_SUBJECT_KINDS),
  /** The product, or null for a need. */
  product_id: z.number().nullable(),
  /** The need (its proposal), or null for a product. */
  proposal_id: z.number().nullable(),
  /** The product's name or the need's title. */
  subject_name: z.string(),
  /** Its public page on the portal (/products/{slug}, /propose/{id}). */
  subject_link: z.string(),
  /** Whether there is an owner account to forward to (products made by staff have none; a need always has its author). */
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

/** POST /api/products/:id/renew and /api/proposals/:id/renew: the new end date. */
export const RenewAnswerSchema = z.object({ data: z.object({ id: z.number(), expires_at: z.string() }) });
