export const messages = {
  name: 'Chỉ tiêu NQ57 |||| Chỉ tiêu Nghị quyết 57',
  fields: {
    id: 'Mã',
    code: 'Mã chỉ tiêu',
    name: 'Tên chỉ tiêu',
    unit: 'Đơn vị tính',
    target: 'Giá trị mục tiêu',
    target_year: 'Năm mục tiêu',
    source: 'Nguồn số liệu',
    nq57_group: 'Nhóm nhiệm vụ',
    sort_order: 'Thứ tự',
    visible: 'Hiển thị trên Cổng',
    created_at: 'Ngày tạo',
    updated_at: 'Cập nhật lần cuối',
    q: 'Tìm kiếm',
  },
  helpers: {
    code: 'Chữ không dấu, số và các dấu . _ -, ví dụ: CT-01.',
  },
  shown: 'Đang hiển thị',
  hidden: 'Đang ẩn',
  add_value: 'Thêm giá trị',
};
