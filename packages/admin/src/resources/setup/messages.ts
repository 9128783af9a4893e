export const messages = {
  name: 'Thiết lập ban đầu',
  failed: 'Không tải được cấu hình',
  saved: 'Đã lưu. Cổng thông tin hiện ngay các thay đổi.',
  complete: 'Cổng đã được thiết lập đủ. Có thể đổi các mục này bất cứ lúc nào ở Cấu hình cổng.',
  missing: 'Còn thiếu:',
  province: 'Tỉnh, thành phố',
  province_help: 'Chọn để điền sẵn tên cổng và tên Sở bên dưới (vẫn sửa được trước khi lưu).',
  steps: {
    department: 'Tỉnh, thành phố và tên Sở',
    contacts: 'Liên hệ',
    look: 'Biểu trưng và màu sắc',
    vneid: 'Đăng nhập bằng VNeID',
    staff: 'Cán bộ của Sở',
    categories: 'Chuyên mục tin tức',
    account: 'Tài khoản quản trị',
  },
  staff_help:
    'Mời cán bộ biên tập tin bài, văn bản và cán bộ kiểm duyệt đề xuất, ý tưởng. Mỗi người nhận thư mời để tự đặt mật khẩu.',
  invite: 'Mời cán bộ',
  categories_help:
    'Tin bài nào cũng thuộc một chuyên mục, và bản cài đặt mới chưa có chuyên mục nào: tạo trước các chuyên mục Sở sẽ đăng (ví dụ: Hoạt động của Sở, Khoa học và công nghệ, Chuyển đổi số).',
  create_category: 'Tạo chuyên mục',
  account_help:
    'Tài khoản quản trị đầu tiên đặt họ tên thật và mật khẩu mới ngay ở lần đăng nhập đầu tiên (trên bản cài đặt không có dữ liệu mẫu); họ tên sửa được ở trang Thông tin cá nhân. Sau đó hãy gỡ ADMIN_PASSWORD khỏi cấu hình máy chủ (docs/OPERATIONS.md).',
  profile: 'Mở trang Thông tin cá nhân',
};
