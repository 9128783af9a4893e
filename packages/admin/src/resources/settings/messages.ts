import { placeNames } from '@portal/shared/names';

export const messages = {
  name: 'Cấu hình cổng',
  forcedCaseName: 'cấu hình cổng',
  fields: {
    site_name: 'Tên cổng thông tin',
    question_and_answer: 'Bật chức năng Hỏi đáp',
    contact: 'Bật chức năng Liên hệ',
    vneid_enabled: 'Cho phép đăng nhập bằng VNeID',
    managing_agency: 'Cơ quan chủ quản',
    address: 'Địa chỉ',
    phone: 'Điện thoại',
    email: 'Email',
    partner: 'Đơn vị phối hợp',
    facebook_url: 'Trang Facebook',
    youtube_url: 'Kênh YouTube',
    deadline_days_proposals: 'Hạn xử lý đề xuất (ngày)',
    deadline_days_ideas: 'Hạn xử lý ý tưởng (ngày)',
    deadline_days_solutions: 'Hạn xử lý giải pháp (ngày)',
    deadline_days_questions: 'Hạn trả lời câu hỏi (ngày)',
    deadline_days_feedback: 'Hạn xử lý góp ý, phản ánh (ngày)',
  },
  sections: {
    features: 'Chức năng',
    site: 'Thông tin chung',
    footer: 'Chân trang',
    deadlines: 'Hạn xử lý hồ sơ',
  },
  helpers: {
    question_and_answer: 'Tắt để ẩn mục “Hỏi đáp” trên menu và trang Hỏi đáp của Cổng thông tin.',
    contact: 'Tắt để ẩn mục “Liên hệ” và biểu mẫu liên hệ.',
    vneid_enabled:
      'Hiện nút đăng nhập bằng VNeID. Nút chỉ hiện khi máy chủ đã được cấu hình kết nối VNeID (VNEID_ISSUER, VNEID_CLIENT_ID, VNEID_CLIENT_SECRET, xem docs/OPERATIONS.md).',
    url: 'Bắt đầu bằng https://; để trống nếu không có.',
    deadline: `Số ngày lịch (1–365); hồ sơ chờ lâu hơn được đánh dấu trên trang ${placeNames.dashboard}.`,
  },
  saved: 'Đã lưu cấu hình',
  load_failed: 'Không tải được cấu hình',
  retry: 'Thử lại',
};
