export const messages = {
  name: 'Đề xuất |||| Đề xuất',
  forcedCaseName: 'đề xuất',
  fields: {
    id: 'Số',
    q: 'Tìm kiếm',
    tracking_code: 'Mã hồ sơ',
    title: 'Tên đề xuất',
    proposal_kind: 'Loại',
    field: 'Lĩnh vực',
    author: 'Người gửi',
    status: 'Trạng thái',
    submitted_at: 'Ngày gửi',
    followers: 'Người theo dõi',
    interests: 'Yêu cầu quan tâm',
    interests_accepted: 'Quan tâm được đồng ý',
    updated_at: 'Cập nhật',
  },
};
