export const messages = {
  name: 'Ý tưởng |||| Ý tưởng',
  forcedCaseName: 'ý tưởng',
  fields: {
    id: 'Số',
    q: 'Tìm kiếm',
    tracking_code: 'Mã hồ sơ',
    title: 'Tên ý tưởng',
    field: 'Lĩnh vực',
    author: 'Người gửi',
    attachment_count: 'Tệp',
    status: 'Trạng thái',
    submitted_at: 'Ngày gửi',
    updated_at: 'Cập nhật',
  },
};
