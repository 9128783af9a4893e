export const messages = {
  name: 'Chấm giải pháp |||| Chấm giải pháp',
  forcedCaseName: 'phiên chấm giải pháp',
  fields: {
    id: 'Mã',
    title: 'Bài toán',
    deadline: 'Hạn nhận giải pháp',
    solution_count: 'Số giải pháp',
    done_count: 'Đã chấm hoặc khai báo',
    results_published: 'Đã công bố kết quả',
  },
};
