/** Vietnamese messages shared by the server and the portal. */
export const messages = {
  validationFailed: 'Dữ liệu không hợp lệ',
  required: 'Vui lòng nhập thông tin này',
  invalidValue: 'Giá trị không hợp lệ',
  notFound: 'Không tìm thấy nội dung yêu cầu',
  apiNotFound: 'Không tìm thấy chức năng được yêu cầu, vui lòng tải lại trang và thử lại',
  unauthorized: 'Vui lòng đăng nhập để tiếp tục',
  forbidden: 'Tài khoản không có quyền thực hiện thao tác này',
  tooManyRequests: 'Thao tác quá nhanh, vui lòng thử lại sau ít phút',
  payloadTooLarge: 'Dữ liệu gửi lên vượt quá dung lượng cho phép',
  unsupportedMediaType: 'Định dạng dữ liệu gửi lên không được hỗ trợ',
  serverError: 'Có lỗi xảy ra, vui lòng thử lại sau',
  serviceUnavailable: 'Hệ thống đang tạm gián đoạn, vui lòng thử lại sau',
  /** 503 while every password-hash slot is taken and the queue is full. */
  hashBusy: 'Hệ thống đang bận xử lý đăng nhập, vui lòng thử lại sau ít giây',
  genericError: 'Có lỗi xảy ra',
  /** Text PostgreSQL cannot store (an invalid byte sequence). */
  unstorableText: 'Dữ liệu gửi lên chứa ký tự không hợp lệ',
  malformedMultipart: 'Dữ liệu tệp gửi lên không đúng định dạng',
  malformedJson: 'Dữ liệu gửi lên không đúng định dạng, vui lòng tải lại trang và thử lại',
  urlTooLong: 'Địa chỉ yêu cầu quá dài',
  urlInvalid: 'Địa chỉ yêu cầu không hợp lệ',
  /** A write to the API sent by another site's page. */
  crossSite: 'Yêu cầu gửi từ một trang web khác bị từ chối',
} as const;

/** The server's checks of an uploaded file's content: the archive of an office file, the virus scan. */
export const fileCheckMessages = {
  zipBomb: 'Tệp nén có dung lượng giải nén quá lớn hoặc cấu trúc bất thường, không thể tải lên',
  infected: 'Tệp có chứa mã độc hoặc virus, không thể tải lên',
  scanUnavailable: 'Chưa kiểm tra được virus cho tệp, vui lòng thử lại sau ít phút',
} as const;

/** 404 answers that name what was not found. */
export const notFoundMessages = {
  page: 'Không tìm thấy trang',
  document: 'Không tìm thấy văn bản',
  post: 'Không tìm thấy tin bài',
  product: 'Không tìm thấy sản phẩm',
  bigProblem: 'Không tìm thấy bài toán',
  indicatorValue: 'Không tìm thấy giá trị chỉ tiêu',
} as const;

/** The account's avatar upload. */
export const avatarMessages = {
  required: 'Vui lòng chọn ảnh đại diện',
  wrongType: 'Ảnh đại diện phải là tệp ảnh JPG, PNG hoặc WebP',
  tooLarge: 'Ảnh đại diện không được vượt quá 5 MB',
} as const;

/** Signing in and out with VNeID. */
export const vneidMessages = {
  notConfigured: 'Đăng nhập bằng VNeID chưa được cấu hình trên cổng này',
  failed: 'Không đăng nhập được bằng VNeID, vui lòng thử lại',
  sessionInvalid: 'Phiên đăng nhập VNeID không hợp lệ hoặc đã hết hạn',
  /** A VNeID identity whose citizen ID a verified account (another VNeID identity) already holds. */
  citizenIdVerifiedElsewhere:
    'Số CMND/CCCD này đã được xác thực cho một tài khoản khác trên Cổng, vui lòng liên hệ quản trị viên để được hỗ trợ',
  linkExpired: 'Phiên liên kết VNeID đã hết hạn, vui lòng bấm “Liên kết tài khoản VNeID” để thực hiện lại',
  linkTakenElsewhere:
    'Tài khoản VNeID này đã được liên kết với một tài khoản khác trên Cổng. Ông/Bà có thể đăng nhập bằng VNeID để dùng tài khoản đó, hoặc liên hệ quản trị viên nếu cần gộp hai tài khoản',
  linkOtherIdentity:
    'Tài khoản này đã liên kết với một tài khoản VNeID khác. Vui lòng liên hệ quản trị viên nếu cần thay đổi liên kết',
  linkAlready: 'Tài khoản đã liên kết với tài khoản VNeID này',
  linkIdMismatch:
    'Số CMND/CCCD đã khai báo khi đăng ký khác với số định danh trên VNeID nên không thể liên kết. Vui lòng liên hệ quản trị viên để kiểm tra và sửa số đã khai báo',
  linked: 'Đã liên kết tài khoản VNeID',
  /** The consent step of a first VNeID sign-in, answered too late, twice or from another browser. */
  consentExpired: 'Phiên đăng nhập VNeID đã hết hạn, tài khoản chưa được tạo. Vui lòng đăng nhập lại bằng VNeID.',
  consentRefused:
    'Tài khoản chưa được tạo vì Ông/Bà chưa đồng ý cho phép xử lý dữ liệu cá nhân. Ông/Bà vẫn có thể xem thông tin trên Cổng.',
  consentGiven: 'Đã tạo tài khoản và ghi nhận sự đồng ý của Ông/Bà',
  /** An account staff locked: VNeID proves who the person is, not that the account may be used. `{contact}` is filled in. */
  accountLocked:
    'Tài khoản của Ông/Bà đã bị khóa nên không thể đăng nhập, kể cả bằng VNeID. Vui lòng liên hệ {contact} để được hỗ trợ.',
} as const;

/** Short confirmations of a done step, in the answer's `message`. */
export const doneMessages = {
  signedOut: 'Đã đăng xuất',
  ideaWithdrawn: 'Đã rút ý tưởng',
} as const;

/** Staff publishing an approved proposal as a product of the marketplace. */
export const proposalToProductMessages = {
  notApproved: 'Chỉ đăng thành sản phẩm được đề xuất đã duyệt',
  readinessMissing: 'Đề xuất chưa có mức độ sẵn sàng công nghệ, không thể đăng thành sản phẩm',
  incomplete: 'Đề xuất chưa đủ thông tin để đăng thành sản phẩm',
  changed: 'Đề xuất đã thay đổi, vui lòng tải lại',
  slugFailed: 'Không tạo được đường dẫn cho sản phẩm, vui lòng thử lại',
} as const;

/** The back office's list parameters and news categories. */
export const backOfficeMessages = {
  sortInvalid: 'Tham số sắp xếp không hợp lệ',
  sortUnknown: 'Danh sách này không sắp xếp được theo trường đã chọn',
  rangeInvalid: 'Khoảng bản ghi không hợp lệ',
  filterInvalid: 'Bộ lọc không hợp lệ',
  categorySlugTaken: 'Đường dẫn này đã được dùng cho chuyên mục khác',
  categoryInUse: 'Chuyên mục còn tin bài, không xóa được: hãy chuyển tin bài sang chuyên mục khác hoặc ẩn chuyên mục',
} as const;

/**
 * The title of a portal page whose item is missing, hidden or not yet public: the server answers
 * such a page with 404 and this title (web/share.ts), the portal shows its not-found notice.
 */
export const missingItemTitles = {
  category: 'Không tìm thấy chuyên mục',
  post: notFoundMessages.post,
  product: notFoundMessages.product,
  proposal: 'Không tìm thấy đề xuất',
  bigProblem: notFoundMessages.bigProblem,
  page: notFoundMessages.page,
} as const;
