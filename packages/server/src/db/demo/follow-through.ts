import type { SubmissionField } from '@portal/shared/fields';
import type { ProgressStage } from '@portal/shared/follow-through';

/**
 * Đề xuất và ý tưởng đã được Sở tiếp thu, kèm trả lời công khai và tiến độ thực hiện.
 * Hư cấu: mọi tổ chức, người liên hệ, số điện thoại và địa chỉ thư điện tử đều là giả định.
 * Dates are days (yyyy-mm-dd) in 2025–2026; decisions are seeded at 08:00 Vietnam time.
 */

export interface DemoProgressStep {
  stage: ProgressStage;
  percent: number;
  note: string;
  happenedOn: string;
}

export interface DemoAdoptedProposal {
  title: string;
  proposalKind: 'product' | 'need';
  field: SubmissionField;
  summary: string;
  description: string;
  readinessLevel: number;
  demandTypes: number[];
  organisation: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  nq57Groups: number[];
  status: 'approved' | 'published';
  submittedOn: string;
  decidedOn: string;
  answer: { text: string; unit: string; on: string } | null;
  progress: DemoProgressStep[];
}

export interface DemoAdoptedIdea {
  title: string;
  field: SubmissionField;
  problem: string;
  solution: string;
  impact: string;
  scope: string;
  nq57Groups: number[];
  submittedOn: string;
  decidedOn: string;
  progress: DemoProgressStep[];
}

export const demoAdoptedProposals: DemoAdoptedProposal[] = [
  {
    title: 'Số hóa sổ theo dõi dịch bệnh đàn lợn cho các hợp tác xã chăn nuôi',
    proposalKind: 'product',
    field: 'Nông nghiệp',
    summary:
      'Ứng dụng ghi chép tiêm phòng, xuất nhập chuồng và cảnh báo sớm dịch tả lợn châu Phi cho hợp tác xã, kết nối với trạm thú y xã.',
    description:
      'Hợp tác xã nhập dữ liệu tiêm phòng, trọng lượng và dấu hiệu bệnh bằng điện thoại, kể cả khi mất sóng; dữ liệu được đồng bộ khi có mạng.\n' +
      'Khi nhiều hộ trong một thôn cùng ghi nhận dấu hiệu bất thường, hệ thống gửi cảnh báo cho cán bộ thú y xã và Chi cục Chăn nuôi và Thú y.\n' +
      'Phần mềm đã chạy thử tại hai hợp tác xã với khoảng 4.200 con lợn thịt.',
    readinessLevel: 7,
    demandTypes: [1, 3],
    organisation: 'Công ty TNHH Phần mềm Nông nghiệp Hồng Lĩnh',
    contactName: 'Phan Thị Thu Trang',
    contactPhone: '0915 204 637',
    contactEmail: 'trang.phan@nongnghiepso-hl.vn',
    nq57Groups: [5, 6],
    status: 'published',
    submittedOn: '2025-11-04',
    decidedOn: '2025-12-12',
    answer: {
      text:
        'Sở Khoa học và Công nghệ tiếp thu đề xuất và đã thống nhất với Sở Nông nghiệp và Môi trường triển khai thí điểm tại 5 hợp tác xã chăn nuôi ' +
        'của huyện Yên Thành trong năm 2026, từ nguồn kinh phí sự nghiệp khoa học và công nghệ. Đơn vị đề xuất phối hợp Chi cục Chăn nuôi và Thú y ' +
        'hoàn thiện quy trình chia sẻ dữ liệu trước khi nhân rộng.',
      unit: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
      on: '2025-12-15',
    },
    progress: [
      {
        stage: 'preparing',
        percent: 10,
        note: 'Ký kết thỏa thuận phối hợp với Chi cục Chăn nuôi và Thú y; chọn 5 hợp tác xã thí điểm.',
        happenedOn: '2026-01-20',
      },
      {
        stage: 'in_progress',
        percent: 40,
        note: 'Tập huấn cho 38 cán bộ hợp tác xã và thú y xã; cài đặt ứng dụng trên 120 điện thoại.',
        happenedOn: '2026-04-08',
      },
      {
        stage: 'piloting',
        percent: 65,
        note: 'Vận hành thí điểm; hệ thống đã phát 3 cảnh báo sớm, được thú y xã xác minh và khoanh vùng kịp thời.',
        happenedOn: '2026-08-25',
      },
    ],
  },
  {
    title: 'Đặt hàng giải pháp giảm thất thoát nước sạch ở các thị trấn miền núi',
    proposalKind: 'need',
    field: 'Môi trường',
    summary:
      'Công ty cấp nước cần một giải pháp đo, phát hiện rò rỉ trên mạng lưới đường ống cũ để đưa tỷ lệ thất thoát từ 28% xuống dưới 18%.',
    description:
      'Mạng lưới cấp nước tại các thị trấn Con Cuông, Tương Dương và Kỳ Sơn được xây dựng từ năm 2003, nhiều đoạn ống đi qua địa hình dốc.\n' +
      'Đơn vị cần thiết bị đo áp lực, lưu lượng theo vùng và phần mềm phân tích để khoanh vùng rò rỉ, ưu tiên giải pháp trong nước có thể bảo trì tại chỗ.',
    readinessLevel: 4,
    demandTypes: [4, 5],
    organisation: 'Công ty Cổ phần Cấp nước miền Tây Sông Lam',
    contactName: 'Lữ Văn Thắng',
    contactPhone: '0238 3 872 415',
    contactEmail: 'kythuat@capnuocmientay.vn',
    nq57Groups: [3, 6],
    status: 'approved',
    submittedOn: '2026-02-17',
    decidedOn: '2026-03-30',
    answer: {
      text:
        'Sở ghi nhận nhu cầu và đưa vào danh mục đặt hàng nhiệm vụ khoa học và công nghệ cấp tỉnh năm 2027. Trong khi chờ phê duyệt, Sở giới thiệu ' +
        'hai sản phẩm đo lưu lượng trên sàn công nghệ để đơn vị khảo sát, thử nghiệm.',
      unit: 'Phòng Quản lý khoa học, Sở Khoa học và Công nghệ tỉnh Sông Lam',
      on: '2026-04-02',
    },
    progress: [
      {
        stage: 'preparing',
        percent: 15,
        note: 'Hội đồng tư vấn xác định nhiệm vụ đã họp; đề cương đặt hàng đang được hoàn thiện.',
        happenedOn: '2026-06-12',
      },
    ],
  },
  {
    title: 'Bếp sấy hải sản dùng nhiệt thừa của lò nung gạch',
    proposalKind: 'product',
    field: 'Năng lượng',
    summary:
      'Tận dụng khí nóng thải từ lò nung gạch tuynel để sấy mực, cá cơm cho các cơ sở chế biến ven biển, giảm 60% lượng than đốt.',
    description:
      'Bộ trao đổi nhiệt đặt trên đường khói thải dẫn không khí sạch đã gia nhiệt tới buồng sấy cách 40 m.\n' +
      'Nhiệt độ buồng sấy được giữ ổn định 55–65 °C nhờ van điều tiết tự động, sản phẩm không bị ám khói.',
    readinessLevel: 8,
    demandTypes: [1],
    organisation: 'Hợp tác xã Chế biến hải sản Quỳnh Lập',
    contactName: 'Hồ Sỹ Tuấn',
    contactPhone: '0987 315 902',
    contactEmail: 'htxquynhlap@gmail.com',
    nq57Groups: [6],
    status: 'published',
    submittedOn: '2025-06-09',
    decidedOn: '2025-07-22',
    answer: {
      text:
        'Sở hỗ trợ hợp tác xã hoàn thiện hồ sơ đăng ký giải pháp hữu ích và kết nối với Quỹ Phát triển khoa học và công nghệ của tỉnh để nhân rộng ' +
        'mô hình tại thị xã Hoàng Mai.',
      unit: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
      on: '2025-07-25',
    },
    progress: [
      {
        stage: 'in_progress',
        percent: 50,
        note: 'Lắp đặt hệ thống thứ hai tại Hoàng Mai; nộp đơn đăng ký giải pháp hữu ích.',
        happenedOn: '2025-10-14',
      },
      {
        stage: 'completed',
        percent: 100,
        note: 'Nghiệm thu mô hình; 3 cơ sở chế biến đã áp dụng, giảm khoảng 58% chi phí nhiên liệu sấy.',
        happenedOn: '2026-03-05',
      },
    ],
  },
];

export const demoAdoptedIdeas: DemoAdoptedIdea[] = [
  {
    title: 'Tủ sách khoa học thường thức lưu động cho các trường vùng biên giới',
    field: 'Khoa học và công nghệ',
    problem: 'Học sinh các trường bán trú vùng biên ít được tiếp cận sách và thí nghiệm khoa học đơn giản.',
    solution:
      'Mỗi học kỳ, một xe lưu động mang sách, bộ thí nghiệm và kính hiển vi tới các điểm trường, do sinh viên sư phạm tình nguyện hướng dẫn.',
    impact: 'Khoảng 3.000 học sinh ở 12 điểm trường được tham gia hoạt động khoa học mỗi năm.',
    scope: 'Các huyện Kỳ Sơn, Tương Dương, Quế Phong',
    nq57Groups: [1, 4],
    submittedOn: '2025-09-02',
    decidedOn: '2025-10-10',
    progress: [
      {
        stage: 'in_progress',
        percent: 30,
        note: 'Phối hợp Đoàn Thanh niên và Trường Đại học Sông Lam chuẩn bị 6 bộ thí nghiệm lưu động.',
        happenedOn: '2026-01-15',
      },
      {
        stage: 'piloting',
        percent: 55,
        note: 'Hai chuyến xe đầu tiên tới 4 điểm trường ở Kỳ Sơn, 640 học sinh tham gia.',
        happenedOn: '2026-05-20',
      },
    ],
  },
  {
    title: 'Bản đồ số các làng nghề để du khách đặt lịch trải nghiệm',
    field: 'Công nghệ thông tin',
    problem: 'Du khách khó tìm thông tin và đặt lịch tham quan các làng nghề truyền thống của tỉnh.',
    solution:
      'Lớp bản đồ làng nghề trên cổng du lịch của tỉnh, mỗi làng có giới thiệu, lịch mở cửa và số điện thoại đặt lịch.',
    impact: 'Tăng lượt khách và thu nhập cho các hộ làm nghề.',
    scope: 'Toàn tỉnh, bắt đầu với 15 làng nghề được công nhận',
    nq57Groups: [5],
    submittedOn: '2026-03-11',
    decidedOn: '2026-04-21',
    progress: [
      {
        stage: 'paused',
        percent: 20,
        note: 'Tạm dừng chờ Sở Văn hóa, Thể thao và Du lịch nâng cấp cổng du lịch; dữ liệu 15 làng nghề đã được thu thập.',
        happenedOn: '2026-07-30',
      },
    ],
  },
];
