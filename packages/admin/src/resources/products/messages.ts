import { productFieldLabels } from '@portal/shared/field-labels';

export const messages = {
  name: 'Sản phẩm KH&CN |||| Sản phẩm KH&CN',
  forcedCaseName: 'sản phẩm KH&CN',
  fields: { ...productFieldLabels, q: 'Tìm kiếm' },
  helpers: {
    slug: 'Chữ thường không dấu, số và dấu gạch ngang, ví dụ: may-say-nong-san. Dùng trong địa chỉ trang.',
    price: 'Để trống nếu giá là “Liên hệ”.',
    published_at: 'Để trống: đăng ngay khi chuyển sang “Đã đăng”. Thời điểm trong tương lai: sản phẩm hiện từ lúc đó.',
    expires_at:
      'Từ ngày này tin không còn trong danh sách của sàn công nghệ (chủ sở hữu được nhắc trước 1 tháng và gia hạn trên Cổng). Ngày này không được quá 12 tháng kể từ hôm nay. Tin đăng từ đề xuất luôn có hạn; sản phẩm do Sở đăng có thể để trống (không hết hạn).',
  },
};
