import { auditActionLabels, auditFieldLabels, categoryFieldLabels } from '@portal/shared/field-labels';
import { placeNames } from '@portal/shared/names';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resourceMessages } from '../resources/messages.ts';
import { raVietnamese } from './vi.ts';

/** The back office's own texts: its resources (labels as `resources.<r>.fields.<f>`) and screens. */
export const backOfficeMessages = {
  app: {
    site_name: 'Cổng thông tin Nghị quyết 57',
    area_name: 'Quản trị',
    back_to_portal: 'Về Cổng thông tin',
    version: 'Phiên bản %{version}',
    date_inputs: {
      day_format: 'Ngày/tháng/năm, ví dụ 20/11/2026.',
      moment_format: 'Ngày/tháng/năm giờ:phút (giờ Việt Nam), ví dụ 20/11/2026 08:30.',
    },
    access: {
      anonymous_title: 'Chưa đăng nhập',
      anonymous_text: 'Khu vực quản trị dành cho cán bộ của Sở. Vui lòng đăng nhập trên Cổng thông tin để tiếp tục.',
      expired_title: 'Phiên đăng nhập đã hết hạn',
      expired_text: 'Vì lý do an toàn, phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại trên Cổng thông tin.',
      forbidden_title: 'Không có quyền truy cập',
      forbidden_text: 'Tài khoản không có quyền vào khu vực quản trị.',
      sign_in: 'Đăng nhập trên Cổng thông tin',
      password_change_required_title: 'Vui lòng đổi mật khẩu',
      password_change_required_text:
        'Tài khoản đang đăng nhập bằng mật khẩu tạm thời hoặc mật khẩu ban đầu. Vui lòng đặt mật khẩu mới trên Cổng thông tin trước khi vào khu vực quản trị.',
      change_password: 'Đổi mật khẩu',
      two_factor_required_title: 'Vui lòng bật xác thực hai bước',
      two_factor_required_text:
        'Cán bộ của Sở vào khu vực quản trị bằng mật khẩu kèm mã 6 số từ ứng dụng xác thực, hoặc bằng VNeID. Tài khoản đang đăng nhập chỉ bằng mật khẩu: bật xác thực hai bước ngay tại đây để tiếp tục.',
      two_factor: {
        start: 'Bật xác thực hai bước',
        step_app: 'Mở ứng dụng xác thực (Google Authenticator, Microsoft Authenticator…) trên điện thoại.',
        step_scan: 'Quét mã QR bên dưới, hoặc nhập khóa bí mật.',
        step_code: 'Nhập mã 6 số ứng dụng hiển thị và mật khẩu hiện tại, rồi bấm Xác nhận.',
        qr_alt: 'Mã QR thiết lập xác thực hai bước',
        secret: 'Khóa bí mật',
        otp: 'Mã xác thực',
        password: 'Mật khẩu hiện tại',
        confirm: 'Xác nhận',
        otp_invalid: 'Vui lòng nhập mã 6 số từ ứng dụng xác thực',
        password_required: 'Vui lòng nhập mật khẩu hiện tại',
        failed: 'Chưa bật được xác thực hai bước, vui lòng thử lại',
        already_on:
          'Tài khoản đã bật xác thực hai bước. Vui lòng đăng nhập lại trên Cổng thông tin và nhập mã 6 số từ ứng dụng xác thực khi được hỏi.',
        sign_in_again: 'Đăng nhập lại',
      },
      no_permission_title: 'Tài khoản không có quyền truy cập trang này',
      no_permission_text:
        'Trang này thuộc phần việc của vai trò khác. Nếu cần dùng, vui lòng liên hệ quản trị viên để được cấp quyền.',
      to_dashboard: `Về trang ${placeNames.dashboard}`,
    },
  },
  resources: {
    ...resourceMessages,
    categories: {
      name: 'Chuyên mục tin',
      forcedCaseName: 'chuyên mục tin',
      fields: { ...categoryFieldLabels, q: 'Tìm theo tên' },
      helpers: {
        slug: 'Chữ thường không dấu, số và dấu gạch ngang, ví dụ: tin-khoa-hoc; tự tạo từ tên khi gõ, sửa được. Dùng trong địa chỉ trang.',
        parent_id: 'Để trống nếu là chuyên mục gốc.',
        sort_order: 'Số nhỏ đứng trước trong danh sách chuyên mục của Cổng thông tin.',
      },
      empty_parent: 'Không có (chuyên mục gốc)',
      shown: 'Đang hiển thị',
      hidden: 'Đang ẩn',
    },
    'audit-log': {
      name: 'Nhật ký thao tác',
      forcedCaseName: 'dòng nhật ký thao tác',
      fields: {
        ...auditFieldLabels,
        q: 'Tìm theo email người thực hiện',
        from: 'Từ ngày',
        to: 'Đến ngày',
      },
      actions: auditActionLabels,
      /** Lines about things that are not a resource of the menu. */
      other_resources: {
        images: 'Ảnh tải lên (tin bài, biểu trưng, ảnh bìa)',
      },
      diff: {
        field: 'Trường',
        before: 'Trước',
        after: 'Sau',
        no_change: 'Không có thay đổi nào được ghi lại.',
      },
    },
  },
};

/**
 * The rich-text editor's toolbar (ra-input-rich-text asks `ra.tiptap.*`, which ra-language-english
 * does not have, and falls back to English: "Normal", "Bold", "Add a link").
 */
export const richTextVietnamese = {
  align_left: 'Căn trái',
  align_right: 'Căn phải',
  align_center: 'Căn giữa',
  align_justify: 'Căn đều hai bên',
  blockquote: 'Trích dẫn',
  bold: 'In đậm',
  clear_format: 'Xóa định dạng',
  code: 'Mã nguồn',
  color: 'Màu chữ',
  current_level: 'Kiểu đoạn đang dùng',
  heading1: 'Tiêu đề 1',
  heading2: 'Tiêu đề 2',
  heading3: 'Tiêu đề 3',
  heading4: 'Tiêu đề 4',
  heading5: 'Tiêu đề 5',
  heading6: 'Tiêu đề 6',
  highlight: 'Tô nền',
  image: 'Chèn ảnh',
  image_dialog: 'Địa chỉ của ảnh',
  italic: 'In nghiêng',
  link: 'Thêm liên kết',
  list_bulleted: 'Danh sách gạch đầu dòng',
  list_numbered: 'Danh sách đánh số',
  paragraph: 'Đoạn văn',
  select_level: 'Chọn kiểu đoạn',
  strike: 'Gạch ngang',
  underline: 'Gạch chân',
};

type ResourceTexts = { name?: string; forcedCaseName?: string; page?: Record<string, string> };

/**
 * Each resource's name in the middle of a sentence. The name (`resources.<r>.name`)
 * starts with a capital for the menu and the list title; react-admin's sentences ("Tạo %{name}",
 * "Chưa có %{name} nào.", "…xóa %{name} này?") take `forcedCaseName`, where react-admin reads it
 * (empty lists, delete and update confirmations), and here for the create title (`page.create`).
 */
const resourcesInSentences = Object.fromEntries(
  Object.entries(backOfficeMessages.resources as Record<string, ResourceTexts>).map(([resource, texts]) => [
    resource,
    texts.forcedCaseName ? { ...texts, page: { create: `Tạo ${texts.forcedCaseName}`, ...texts.page } } : texts,
  ]),
);

/** Every message of the back office: react-admin's, the editor's and our own. */
export const allMessages = {
  ...raVietnamese,
  ra: { ...raVietnamese.ra, tiptap: richTextVietnamese },
  ...backOfficeMessages,
  resources: resourcesInSentences,
};

const polyglot = polyglotI18nProvider(
  () => allMessages,
  'vi',
  [{ locale: 'vi', name: 'Tiếng Việt' }],
  // A missing key shows the key itself, which a test can catch, rather than English.
  { allowMissing: true },
);

/** react-admin's "no results" lines name the resource without asking for its sentence form: given here. */
const SENTENCES_WITH_RESOURCE = new Set(['ra.navigation.no_results', 'ra.navigation.no_filtered_results']);

export const i18nProvider: typeof polyglot = {
  ...polyglot,
  translate: (key, options) => {
    const resource = typeof options?.resource === 'string' ? options.resource : undefined;
    const sentenceName = resource && resourcesInSentences[resource]?.forcedCaseName;
    return polyglot.translate(
      key,
      SENTENCES_WITH_RESOURCE.has(key) && sentenceName ? { ...options, name: sentenceName } : options,
    );
  },
};
