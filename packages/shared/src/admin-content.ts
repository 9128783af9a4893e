import { z } from 'zod';
import { slugField } from './admin.ts';
import { phoneField, singleLine } from './engagement.ts';
import { numberError } from './format.ts';
import { HOME_SECTION_KEYS, HOME_SECTIONS } from './home-layout.ts';
import { FooterLinksInputSchema, isMenuLink, MenuInputSchema, menuMessages } from './menus.ts';
import { DEADLINE_DAYS_MAX, SettingsSchema } from './settings.ts';
import { ADMIN_POST_STATUSES } from './status-labels.ts';
import { contrastRatio, HEX_COLOR, MIN_TEXT_CONTRAST, ratioText, TEXT_ON_ACCENT, TEXT_ON_PRIMARY } from './theme.ts';

export { ADMIN_POST_STATUSES, type AdminPostStatus, adminPostStatusLabels } from './status-labels.ts';

/**
 * The back office's contract for news, static pages, settings, FAQs and cover images: the forms
 * react-admin sends (`…InputSchema`, the same body for create and update) and the records it
 * receives (`Admin…Schema`), with Vietnamese messages shown under the fields.
 */

export const adminContentMessages = {
  titleLength: 'Tiêu đề phải có từ 5 đến 300 ký tự',
  summaryTooLong: 'Tóm tắt tối đa 1.000 ký tự',
  bodyTooLong: 'Nội dung quá dài (tối đa 200.000 ký tự)',
  coverInvalid: 'Ảnh bìa không hợp lệ: hãy tải ảnh lên lại',
  coverAltRequired: 'Vui lòng mô tả ảnh bìa (ít nhất 5 ký tự) cho người không xem được ảnh',
  coverAltTooLong: 'Mô tả ảnh bìa tối đa 250 ký tự',
  categoryRequired: 'Vui lòng chọn chuyên mục',
  categoryUnknown: 'Chuyên mục không tồn tại',
  authorTooLong: 'Tác giả tối đa 200 ký tự',
  sourceTooLong: 'Nguồn tin tối đa 300 ký tự',
  tagInvalid: 'Mỗi từ khóa có từ 1 đến 50 ký tự',
  tagsTooMany: 'Tối đa 20 từ khóa',
  groupInvalid: 'Nhóm nhiệm vụ phải từ 1 đến 7',
  statusInvalid: 'Trạng thái không hợp lệ',
  publishedAtInvalid:
    'Thời điểm đăng không hợp lệ, hãy nhập theo dạng ngày/tháng/năm giờ:phút (ví dụ 20/11/2026 08:30)',
  scheduleRequired: 'Vui lòng chọn thời điểm đăng cho tin hẹn giờ',
  scheduleInPast: 'Thời điểm hẹn đăng phải sau thời điểm hiện tại',
  slugTaken: 'Đường dẫn này đã được dùng cho tin bài khác',
  deleteOnlyDrafts: 'Chỉ xóa được tin nháp. Tin đã đăng, hẹn giờ hoặc đã ẩn: hãy chuyển trạng thái sang “Đã ẩn”.',
  pageTitleLength: 'Tiêu đề trang phải có từ 2 đến 200 ký tự',
  pageSlugTaken: 'Địa chỉ này đã có trang khác dùng',
  fixedPageSlug: 'Trang này được Cổng liên kết sẵn (menu, trang chủ): địa chỉ của trang không đổi được',
  fixedPageShown:
    'Trang này được Cổng liên kết sẵn (menu, trang chủ) nên luôn hiển thị: hãy sửa nội dung thay vì ẩn trang',
  fixedPageKept: 'Trang này được Cổng liên kết sẵn (menu, trang chủ) nên không xóa được: hãy sửa nội dung của trang',
  skeletonShown:
    'Trang còn dòng “Trang mẫu, chưa hiển thị”: thay các phần in nghiêng bằng nội dung của Sở và xóa dòng đó rồi mới bật “Hiển thị”',
  siteNameLength: 'Tên cổng phải có từ 2 đến 200 ký tự',
  titleSuffixLength: 'Phần cuối tiêu đề trang phải có từ 2 đến 100 ký tự',
  nameTooLong: 'Tối đa 100 ký tự',
  colourInvalid: 'Màu phải viết dạng #RRGGBB (ví dụ: #0b4f9c)',
  primaryTooLight: (ratio: string) =>
    `Chữ trắng trên màu này chỉ đạt độ tương phản ${ratio}, dưới mức tối thiểu 4,5:1 của chuẩn tiếp cận (WCAG 2.2, mức AA): hãy chọn màu đậm hơn`,
  accentTooDark: (ratio: string) =>
    `Chữ màu sẫm trên màu này chỉ đạt độ tương phản ${ratio}, dưới mức tối thiểu 4,5:1 của chuẩn tiếp cận (WCAG 2.2, mức AA): hãy chọn màu sáng hơn`,
  imageInvalid: 'Ảnh không hợp lệ: hãy tải ảnh lên lại',
  bannerTitleLength: 'Tiêu đề ảnh bìa tối đa 150 ký tự',
  bannerTextLength: 'Lời giới thiệu tối đa 400 ký tự',
  bannerLinkPair: 'Nút trên ảnh bìa cần cả tên nút và liên kết',
  homeSections:
    'Trang chủ có mỗi phần một lần: Tin nổi bật, Kết quả, Sản phẩm, Bài toán lớn, Tin theo chuyên mục, Truy cập nhanh',
  deadlineDays: 'Số ngày phải là số nguyên từ 1 đến 365',
  textTooLong: 'Tối đa 300 ký tự',
  emailInvalid: 'Email không đúng định dạng (ví dụ: lienhe@sokhcn.gov.vn)',
  urlInvalid: 'Địa chỉ phải bắt đầu bằng https:// (ví dụ: https://www.facebook.com/…)',
  topicLength: 'Chủ đề phải có từ 2 đến 100 ký tự',
  questionLength: 'Câu hỏi phải có từ 5 đến 1.000 ký tự',
  answerRequired: 'Vui lòng nhập câu trả lời',
  sortOrderInvalid: 'Thứ tự phải là số nguyên từ 0 đến 10.000',
} as const;

const m = adminContentMessages;

/* ------------------------------------------------------------------ posts */

/** A cover image uploaded through `POST /api/admin/images`. */
export const COVER_IMAGE_PATTERN = /^\/uploads\/images\/[0-9a-f]{32}\.webp$/;

/**
 * A moment as react-admin sends it: ISO 8601 with an offset (`2026-12-01T01:30:00.000Z`), or a
 * local time without one (`2026-12-01T08:30`, DateTimeInput's value), read as Vietnam's time.
 */
export const dateTimeField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(40, message)
    .transform((text, context) => {
      const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(text);
      const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(text);
      const time = local ? Date.parse(`${text}+07:00`) : zoned ? Date.parse(text) : Number.NaN;
      if (Number.isNaN(time)) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    });

const tagField = z
  .string({ error: m.tagInvalid })
  .transform(singleLine)
  .pipe(z.string().min(1, m.tagInvalid).max(50, m.tagInvalid));

export const PostInputSchema = z
  .object({
    title: z
      .string({ error: m.titleLength })
      .transform(singleLine)
      .pipe(z.string().min(5, m.titleLength).max(300, m.titleLength)),
    slug: slugField,
    summary: z.string().trim().max(1000, m.summaryTooLong).default(''),
    /** Rich HTML, sanitised by the server. */
    body: z.string().max(200_000, m.bodyTooLong).default(''),
    cover_image: z.string().regex(COVER_IMAGE_PATTERN, m.coverInvalid).nullable().default(null),
    /** What the cover shows, read to who cannot see it: required with a cover (WCAG 1.1.1). */
    cover_alt: z.string().transform(singleLine).pipe(z.string().max(250, m.coverAltTooLong)).default(''),
    category_id: z.number({ error: m.categoryRequired }).int(m.categoryRequired).positive(m.categoryRequired),
    author: z.string().transform(singleLine).pipe(z.string().max(200, m.authorTooLong)).default(''),
    source: z.string().transform(singleLine).pipe(z.string().max(300, m.sourceTooLong)).default(''),
    tags: z
      .array(tagField)
      .max(20, m.tagsTooMany)
      .default([])
      .transform((tags) => [...new Set(tags)]),
    nq57_groups: z
      .array(z.number().int(m.groupInvalid).min(1, m.groupInvalid).max(7, m.groupInvalid))
      .max(7, m.groupInvalid)
      .default([])
      .transform((groups) => [...new Set(groups)].sort((a, b) => a - b)),
    featured: z.boolean().default(false),
    status: z.enum(ADMIN_POST_STATUSES, { error: m.statusInvalid }).default('draft'),
    /** When the post shows on the portal (published) or will (scheduled); ISO text. */
    published_at: dateTimeField(m.publishedAtInvalid).nullable().default(null),
  })
  .superRefine(
    (post, context) => {
      if (post.status === 'scheduled' && !post.published_at) {
        context.addIssue({ code: 'custom', path: ['published_at'], message: m.scheduleRequired });
      }
      // Letters or digits, not spaces or invisible characters a screen reader would read as nothing.
      if (post.cover_image && (post.cover_alt.match(/[\p{L}\p{N}]/gu)?.length ?? 0) < 5) {
        context.addIssue({ code: 'custom', path: ['cover_alt'], message: m.coverAltRequired });
      }
    },
    {
      // Said with the other fields' errors, not only once they are right: unless a field it reads is
      // wrong itself, or what came is no object at all (a body of `null`: an issue at the root).
      when: ({ issues }) =>
        !issues.some(
          (issue) =>
            !issue.path?.length ||
            ['status', 'published_at', 'cover_image', 'cover_alt'].includes(String(issue.path[0])),
        ),
    },
  );
export type PostInput = z.infer<typeof PostInputSchema>;

export const AdminPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  body: z.string(),
  cover_image: z.string().nullable(),
  cover_alt: z.string(),
  category_id: z.number(),
  author: z.string(),
  source: z.string(),
  tags: z.array(z.string()),
  nq57_groups: z.array(z.number()),
  featured: z.boolean(),
  status: z.enum(ADMIN_POST_STATUSES),
  published_at: z.string().nullable(),
  view_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPost = z.infer<typeof AdminPostSchema>;

/** The answer of `POST /api/admin/images`: the public path to put in `cover_image` or a body. */
export const AdminImageSchema = z.object({ url: z.string() });

/* ----------------------------------------------------------- static pages */

export const StaticPageInputSchema = z.object({
  /** Its address, `/pages/<slug>` (the menu's two keep theirs: `introduce`, `propose-introduce`). */
  slug: slugField,
  title: z
    .string({ error: m.pageTitleLength })
    .transform(singleLine)
    .pipe(z.string().min(2, m.pageTitleLength).max(200, m.pageTitleLength)),
  /** Rich HTML, sanitised by the server. */
  body: z.string().max(200_000, m.bodyTooLong).default(''),
  /** Off: visitors get "not found"; staff keep writing it. */
  visible: z.boolean().default(true),
});
export type StaticPageInput = z.infer<typeof StaticPageInputSchema>;

/** A static page as staff edit it; `path` is where visitors read it. */
export const AdminStaticPageSchema = z.object({
  id: z.number(),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  body: z.string(),
  visible: z.boolean(),
  /** One of the menu's two pages: its address and visibility stay. */
  fixed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminStaticPage = z.infer<typeof AdminStaticPageSchema>;

/* --------------------------------------------------------------- settings */

const shortText = z.string().transform(singleLine).pipe(z.string().max(300, m.textTooLong));
const httpsUrl = z
  .string()
  .trim()
  .max(300, m.urlInvalid)
  .refine((value) => {
    if (value === '') return true;
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, m.urlInvalid);

/**
 * The settings as staff edit them (every key optional: an absent key keeps its value). The
 * phone is checked like the portal's forms but kept as written ("0238 3 844 557").
 */
/** A deadline of the dashboard: whole calendar days, 1 to DEADLINE_DAYS_MAX. */
const deadlineDaysField = z
  .number({ error: m.deadlineDays })
  .int(m.deadlineDays)
  .min(1, m.deadlineDays)
  .max(DEADLINE_DAYS_MAX, m.deadlineDays);

/** A colour text sits on: `#rrggbb`, holding `text` at WCAG AA's 4.5:1 or refused with the ratio it reaches. */
const colourField = (text: string, tooLow: (ratio: string) => string) =>
  z
    .string({ error: m.colourInvalid })
    .trim()
    .regex(HEX_COLOR, m.colourInvalid)
    .transform((colour) => colour.toLowerCase())
    .superRefine((colour, context) => {
      const ratio = contrastRatio(text, colour);
      if (ratio < MIN_TEXT_CONTRAST) context.addIssue({ code: 'custom', message: tooLow(ratioText(ratio)) });
    });

/** An image uploaded through `POST /api/admin/images`, or '' for none. */
const uploadedImage = z
  .string({ error: m.imageInvalid })
  .refine((url) => url === '' || COVER_IMAGE_PATTERN.test(url), m.imageInvalid);

const shortName = z.string().transform(singleLine).pipe(z.string().max(100, m.nameTooLong));

export const SettingsInputSchema = z
  .object({
    site_name: z
      .string({ error: m.siteNameLength })
      .transform(singleLine)
      .pipe(z.string().min(2, m.siteNameLength).max(200, m.siteNameLength)),
    question_and_answer: z.boolean(),
    contact: z.boolean(),
    vneid_enabled: z.boolean(),
    managing_agency: shortText,
    address: shortText,
    phone: z
      .string()
      .trim()
      .max(30)
      .superRefine((phone, context) => {
        const checked = phoneField.safeParse(phone);
        if (!checked.success) {
          context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Giá trị không hợp lệ' });
        }
      }),
    email: z
      .string()
      .trim()
      .max(200, m.emailInvalid)
      .refine((email) => email === '' || z.email().safeParse(email).success, m.emailInvalid)
      .transform((email) => email.toLowerCase()),
    partner: shortText,
    facebook_url: httpsUrl,
    youtube_url: httpsUrl,
    deadline_days_proposals: deadlineDaysField,
    deadline_days_ideas: deadlineDaysField,
    deadline_days_solutions: deadlineDaysField,
    deadline_days_questions: deadlineDaysField,
    deadline_days_feedback: deadlineDaysField,
    department_short_name: shortName,
    title_suffix: z
      .string({ error: m.titleSuffixLength })
      .transform(singleLine)
      .pipe(z.string().min(2, m.titleSuffixLength).max(100, m.titleSuffixLength)),
    primary_color: colourField(TEXT_ON_PRIMARY, m.primaryTooLight),
    accent_color: colourField(TEXT_ON_ACCENT, m.accentTooDark),
    logo_url: uploadedImage,
    favicon_url: uploadedImage,
    share_image_url: uploadedImage,
    menu: MenuInputSchema,
    footer_links: FooterLinksInputSchema,
    banner_title: z.string().transform(singleLine).pipe(z.string().max(150, m.bannerTitleLength)),
    banner_text: z.string().transform(singleLine).pipe(z.string().max(400, m.bannerTextLength)),
    banner_image: uploadedImage,
    banner_link_label: z.string().transform(singleLine).pipe(z.string().max(60, menuMessages.labelLength)),
    banner_link_href: z
      .string()
      .trim()
      .max(500, menuMessages.linkTooLong)
      .refine((href) => href === '' || isMenuLink(href), menuMessages.linkInvalid),
    home_sections: z
      .array(z.object({ key: z.enum(HOME_SECTION_KEYS, { error: m.homeSections }), visible: z.boolean() }))
      .refine(
        (sections) =>
          sections.length === HOME_SECTIONS.length &&
          new Set(sections.map((section) => section.key)).size === sections.length,
        m.homeSections,
      ),
  })
  .partial()
  // The record as GET answers it may come back whole: its id and what it only reports are ignored
  // (the route drops them). Any other key that is not a setting is refused (422), not silently
  // dropped: a typo must not look saved.
  .extend({ id: z.unknown().optional(), demo_removed: z.unknown().optional() })
  .strict()
  // The banner's button has both its words and its link, or neither.
  .superRefine((settings, context) => {
    const label = settings.banner_link_label;
    const href = settings.banner_link_href;
    if (label === undefined || href === undefined) return;
    if (Boolean(label) !== Boolean(href))
      context.addIssue({
        code: 'custom',
        path: [label ? 'banner_link_href' : 'banner_link_label'],
        message: m.bannerLinkPair,
      });
  });
export type SettingsInput = z.infer<typeof SettingsInputSchema>;

/** What taking the demo out removed: rows by table, and the settings put back to their defaults. */
export const DemoRemovalSchema = z.object({
  removed: z.record(z.string(), z.number()),
  settings: z.array(z.string()),
});
export type DemoRemoval = z.infer<typeof DemoRemovalSchema>;

/** The demo's records still in the database (0 on a database seeded without the demo, or once it is out). */
export const DemoStateSchema = z.object({ records: z.number().int().min(0) });

/** The settings record of the back office: the settings with the fixed id react-admin needs. */
export const AdminSettingsSchema = SettingsSchema.extend({ id: z.literal('settings') });

/* ------------------------------------------------------------------- faqs */

export const FaqInputSchema = z.object({
  topic: z
    .string({ error: m.topicLength })
    .transform(singleLine)
    .pipe(z.string().min(2, m.topicLength).max(100, m.topicLength)),
  question: z
    .string({ error: m.questionLength })
    .transform(singleLine)
    .pipe(z.string().min(5, m.questionLength).max(1000, m.questionLength)),
  /** Rich HTML, sanitised by the server. */
  answer: z.string({ error: m.answerRequired }).min(1, m.answerRequired).max(50_000, m.bodyTooLong),
  sort_order: z
    .number({ error: numberError(m.sortOrderInvalid, m.sortOrderInvalid) })
    .int(m.sortOrderInvalid)
    .min(0, m.sortOrderInvalid)
    .max(10_000, m.sortOrderInvalid)
    .default(0),
  visible: z.boolean().default(true),
});
export type FaqInput = z.infer<typeof FaqInputSchema>;

export const AdminFaqSchema = z.object({
  id: z.number(),
  topic: z.string(),
  question: z.string(),
  answer: z.string(),
  sort_order: z.number(),
  visible: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminFaq = z.infer<typeof AdminFaqSchema>;
