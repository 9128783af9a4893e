export const messages = {
  name: 'Trang tĩnh',
  fields: {
    id: 'Mã',
    slug: 'Địa chỉ trang',
    title: 'Tiêu đề',
    body: 'Nội dung',
    updated_at: 'Cập nhật lần cuối',
  },
  helpers: { slug: 'Địa chỉ của trang trên Cổng thông tin (không đổi được).' },
};
