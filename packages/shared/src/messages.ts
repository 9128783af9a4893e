/** Vietnamese messages shared by the server and the portal. */
export const messages = {
  validationFailed: 'Dữ liệu không hợp lệ',
  required: 'Vui lòng nhập thông tin này',
  invalidValue: 'Giá trị không hợp lệ',
  notFound: 'Không tìm thấy nội dung yêu cầu',
  apiNotFound: 'Không tìm thấy địa chỉ API yêu cầu',
  unauthorized: 'Vui lòng đăng nhập để tiếp tục',
  forbidden: 'Bạn không có quyền thực hiện thao tác này',
  tooManyRequests: 'Bạn thao tác quá nhanh, vui lòng thử lại sau',
  payloadTooLarge: 'Dữ liệu gửi lên vượt quá dung lượng cho phép',
  unsupportedMediaType: 'Định dạng dữ liệu gửi lên không được hỗ trợ',
  serverError: 'Có lỗi xảy ra, vui lòng thử lại sau',
  serviceUnavailable: 'Hệ thống đang tạm gián đoạn, vui lòng thử lại sau',
  genericError: 'Có lỗi xảy ra',
} as const;
