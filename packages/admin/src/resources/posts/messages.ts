import { postFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Tin bài',
  forcedCaseName: 'tin bài',
  fields: { ...postFieldLabels, q: 'Tìm kiếm' },
  helpers: {
    slug: 'Chữ thường không dấu, số và dấu gạch ngang; tự tạo từ tiêu đề khi gõ, sửa được.',
    slug_placeholder: 'vi-du-tin-khoa-hoc',
    tags: 'Gõ từ khóa rồi nhấn Enter; tối đa 20 từ khóa.',
    status:
      'Chọn “Đã đăng” để tin hiện ngay, hoặc “Hẹn giờ đăng” với thời điểm trong tương lai. Tin đã đăng không xóa được: hãy chuyển sang “Đã ẩn”.',
    published_at: 'Để trống khi đăng ngay: thời điểm đăng là lúc lưu.',
    cover_alt:
      'Bắt buộc khi có ảnh bìa: một câu nói ảnh cho thấy gì, đọc cho người không xem được ảnh (ví dụ: “Đại biểu tham quan gian trưng bày sản phẩm OCOP”).',
  },
  cover: {
    none: 'Chưa có ảnh bìa',
    choose: 'Chọn ảnh',
    replace: 'Đổi ảnh',
    remove: 'Bỏ ảnh',
    preview: 'Ảnh bìa hiện tại',
    help: 'JPG, PNG hoặc WebP, tối đa 5 MB.',
    uploaded: 'Đã tải ảnh lên',
    failed: 'Không tải được ảnh lên',
  },
  search: 'Tìm theo tiêu đề, tóm tắt',
  no_category: 'Chưa có chuyên mục nào: tin bài nào cũng thuộc một chuyên mục.',
  create_category: 'Tạo chuyên mục đầu tiên',
  featured_yes: 'Nổi bật',
  featured_no: 'Không nổi bật',
};
