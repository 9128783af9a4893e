import type { ChallengeCriterion } from '../schema/catalogue.ts';

/**
 * Each demo big problem as a challenge: how solutions are judged (weights add
 * up to 100), who owns what, the support offered and what happens to the chosen solution. Keyed
 * by the problem's slug (demo/big-problems.ts). Fictional, like the rest of tỉnh Sông Lam.
 */
export interface DemoChallenge {
  criteria: ChallengeCriterion[];
  ipTerms: string;
  reward: string;
  implementation: string;
  /** Kết quả đánh giá already published: its text, day, and the chosen solutions' titles in order. */
  results?: { text: string; day: string; chosen: string[] };
}

/** The terms most problems share: the author keeps the rights, the province may use the result. */
const sharedIpTerms =
  'Quyền sở hữu trí tuệ đối với giải pháp thuộc về tổ chức, cá nhân đề xuất. Trường hợp giải pháp được lựa chọn và nhận kinh phí hỗ trợ từ ngân sách tỉnh, tỉnh Sông Lam được quyền sử dụng kết quả không thu phí trong phạm vi các cơ quan nhà nước của tỉnh; việc chuyển giao cho bên thứ ba do hai bên thỏa thuận theo quy định của pháp luật về chuyển giao công nghệ.';

export const demoChallenges: Record<string, DemoChallenge> = {
  'du-bao-xam-nhap-man-vung-lua-ven-bien': {
    criteria: [
      { name: 'Độ chính xác dự báo', description: 'Sai số dự báo độ mặn 7 ngày so với số đo thực tế.', weight: 35 },
      { name: 'Khả năng vận hành tại địa phương', description: 'Cán bộ thủy lợi cấp xã tự vận hành được.', weight: 25 },
      { name: 'Chi phí đầu tư và duy trì', description: 'Tổng chi phí trong 5 năm vận hành.', weight: 20 },
      { name: 'Khả năng mở rộng', description: 'Mở rộng sang các tuyến kênh khác của tỉnh.', weight: 20 },
    ],
    ipTerms: sharedIpTerms,
    reward:
      'Hỗ trợ tối đa 3 tỷ đồng từ Quỹ phát triển khoa học và công nghệ tỉnh để lắp đặt và vận hành thử qua một mùa khô; Chi cục Thủy lợi bố trí cán bộ và số liệu quan trắc lịch sử.',
    implementation:
      'Giải pháp được chọn vận hành thử tại 3 huyện ven biển trong mùa khô kế tiếp. Nếu đạt yêu cầu, Chi cục Thủy lợi tiếp nhận và đưa vào quy trình vận hành cống, trạm bơm của tỉnh.',
    results: {
      text: 'Hội đồng giám khảo gồm 3 thành viên đã đánh giá 2 giải pháp theo 4 tiêu chí đã công bố. Giải pháp SaltWatch Sông Lam được lựa chọn để vận hành thử qua mùa khô 2025–2026; giải pháp ảnh vệ tinh được khuyến nghị tiếp tục hoàn thiện như một công cụ bổ trợ.',
      day: '2025-04-25',
      chosen: ['Hệ thống giám sát và dự báo mặn thời gian thực SaltWatch Sông Lam'],
    },
  },
  'canh-bao-som-sat-lo-dat-tai-cac-xa-mien-nui': {
    criteria: [
      {
        name: 'Hiệu quả cảnh báo',
        description: 'Thời gian từ khi phát hiện dấu hiệu đến khi người dân nhận cảnh báo.',
        weight: 40,
      },
      {
        name: 'Độ bền trong điều kiện mưa bão',
        description: 'Nguồn điện độc lập, chịu nước, hoạt động khi sóng yếu.',
        weight: 25,
      },
      { name: 'Chi phí mỗi điểm lắp đặt', description: '', weight: 20 },
      { name: 'Khả năng nhân rộng', description: 'Áp dụng cho 140 điểm nguy cơ của tỉnh.', weight: 15 },
    ],
    ipTerms: sharedIpTerms,
    reward:
      'Kinh phí thử nghiệm tối đa 1,5 tỷ đồng cho 10 điểm đầu tiên; Ban Chỉ huy Phòng thủ dân sự tỉnh hỗ trợ khảo sát hiện trường và kết nối với chính quyền các xã.',
    implementation:
      'Lắp đặt thử nghiệm tại 10 điểm nguy cơ cao trước mùa mưa bão. Sau một mùa vận hành, tỉnh đánh giá và xem xét đặt hàng mở rộng cho ít nhất 30 điểm.',
  },
  'giam-un-tac-giao-thong-cua-ngo-phia-bac-trung-tam-tinh': {
    criteria: [
      { name: 'Mức giảm thời gian đi lại', description: 'Ước tính trên số liệu đếm xe giờ cao điểm.', weight: 35 },
      { name: 'Tính khả thi kỹ thuật', description: 'Tương thích với hệ thống đèn tín hiệu hiện có.', weight: 25 },
      { name: 'Chi phí', description: '', weight: 20 },
      { name: 'Tác động đến người dân và doanh nghiệp', description: 'An toàn, dễ hiểu, ít xáo trộn.', weight: 20 },
    ],
    ipTerms: sharedIpTerms,
    reward:
      'Hỗ trợ tối đa 2 tỷ đồng cho giai đoạn thử nghiệm 6 tháng; Sở Giao thông vận tải cung cấp dữ liệu camera và đếm xe tại các nút giao cửa ngõ.',
    implementation:
      'Thử nghiệm tại 4 nút giao cửa ngõ phía Bắc trong 6 tháng, có đo đạc trước và sau. Kết quả được công bố công khai; giải pháp đạt yêu cầu được đưa vào kế hoạch đầu tư giao thông thông minh của tỉnh.',
  },
  'so-hoa-ho-so-dia-chinh-toan-tinh': {
    criteria: [
      {
        name: 'Độ chính xác nhận dạng',
        description: 'Tỷ lệ trường thông tin được nhận dạng đúng trên bộ hồ sơ mẫu.',
        weight: 30,
      },
      { name: 'Bảo mật dữ liệu', description: 'Dữ liệu không rời khỏi hạ tầng của tỉnh.', weight: 30 },
      { name: 'Tiến độ', description: 'Thời gian hoàn thành toàn bộ hồ sơ tồn đọng.', weight: 20 },
      { name: 'Chi phí', description: '', weight: 20 },
    ],
    ipTerms:
      'Dữ liệu địa chính sau số hóa thuộc sở hữu của Nhà nước, do Sở Tài nguyên và Môi trường quản lý. Phần mềm, mô hình nhận dạng thuộc về đơn vị đề xuất; tỉnh được cấp quyền sử dụng lâu dài cho hồ sơ địa chính của tỉnh.',
    reward: 'Đặt hàng theo khối lượng hồ sơ thực tế, dự kiến 4 – 6 tỷ đồng từ nguồn chi chuyển đổi số của tỉnh.',
    implementation:
      'Đơn vị được chọn số hóa thí điểm hồ sơ của một huyện trong 3 tháng; đạt yêu cầu thì ký hợp đồng cho toàn tỉnh theo lộ trình của Sở Tài nguyên và Môi trường.',
  },
  'giam-ton-that-sau-thu-hoach-trai-cay': {
    criteria: [
      {
        name: 'Mức giảm tổn thất',
        description: 'Tỷ lệ hao hụt sau 14 ngày bảo quản so với cách làm hiện nay.',
        weight: 35,
      },
      { name: 'Phù hợp với hợp tác xã', description: 'Quy mô, kỹ năng và vốn của hợp tác xã trong tỉnh.', weight: 25 },
      { name: 'Chi phí trên mỗi tấn quả', description: '', weight: 25 },
      { name: 'Thân thiện môi trường', description: 'Vật liệu, năng lượng và chất thải.', weight: 15 },
    ],
    ipTerms: sharedIpTerms,
    reward:
      'Hỗ trợ 50% chi phí thiết bị thử nghiệm, tối đa 1 tỷ đồng mỗi hợp tác xã; Sở Nông nghiệp hỗ trợ xúc tiến tiêu thụ sản phẩm đạt chuẩn.',
    implementation:
      'Giải pháp được chọn áp dụng thử tại 3 hợp tác xã trong một vụ thu hoạch; kết quả làm căn cứ cho chương trình hỗ trợ bảo quản sau thu hoạch của tỉnh giai đoạn tiếp theo.',
  },
  'giam-rac-thai-nhua-vung-ven-bien': {
    criteria: [
      { name: 'Lượng rác nhựa giảm được', description: 'Khối lượng thu gom, tái chế mỗi tháng.', weight: 40 },
      { name: 'Sự tham gia của cộng đồng', description: 'Ngư dân, hộ kinh doanh, trường học.', weight: 25 },
      { name: 'Tính bền vững tài chính', description: 'Duy trì được sau khi hết hỗ trợ.', weight: 20 },
      { name: 'Chi phí', description: '', weight: 15 },
    ],
    ipTerms: sharedIpTerms,
    reward: 'Hỗ trợ tối đa 800 triệu đồng và vinh danh tại Ngày hội đổi mới sáng tạo của tỉnh.',
    implementation:
      'Triển khai thử tại 2 xã ven biển trong 12 tháng cùng Ủy ban nhân dân xã và hội nghề cá; mô hình hiệu quả được nhân rộng cho toàn vùng ven biển.',
  },
  'tri-tue-nhan-tao-ho-tro-kham-chua-benh-tai-tram-y-te-xa': {
    criteria: [
      { name: 'Độ chính xác lâm sàng', description: 'Đánh giá trên bộ dữ liệu kiểm định của Sở Y tế.', weight: 35 },
      {
        name: 'An toàn và bảo vệ dữ liệu người bệnh',
        description: 'Tuân thủ quy định về dữ liệu cá nhân.',
        weight: 25,
      },
      { name: 'Dễ sử dụng tại trạm y tế', description: 'Thiết bị, đường truyền và đào tạo cần có.', weight: 25 },
      { name: 'Chi phí', description: '', weight: 15 },
    ],
    ipTerms:
      'Quyền sở hữu trí tuệ đối với phần mềm thuộc về đơn vị đề xuất. Dữ liệu khám chữa bệnh thuộc về người bệnh và cơ sở y tế, chỉ được dùng để cải thiện mô hình khi có sự đồng ý và đã ẩn danh; tỉnh được sử dụng không thu phí tại các trạm y tế xã.',
    reward:
      'Hỗ trợ tối đa 2,5 tỷ đồng cho thử nghiệm tại 20 trạm y tế xã; Sở Y tế hỗ trợ thủ tục đánh giá và cấp phép theo quy định.',
    implementation:
      'Thử nghiệm có đối chứng tại 20 trạm y tế xã trong 9 tháng dưới sự giám sát của Hội đồng chuyên môn Sở Y tế; giải pháp đạt yêu cầu được đưa vào danh mục ứng dụng khuyến khích sử dụng.',
  },
  'nen-tang-du-lieu-du-lich-thong-minh': {
    criteria: [
      {
        name: 'Mức độ kết nối dữ liệu',
        description: 'Số nguồn dữ liệu lưu trú, vé, điểm đến kết nối được.',
        weight: 30,
      },
      { name: 'Giá trị cho doanh nghiệp du lịch', description: '', weight: 25 },
      { name: 'Trải nghiệm của du khách', description: '', weight: 25 },
      { name: 'Chi phí và khả năng duy trì', description: '', weight: 20 },
    ],
    ipTerms: sharedIpTerms,
    reward: 'Hỗ trợ tối đa 1,2 tỷ đồng và ưu tiên kết nối với cơ sở dữ liệu du lịch của tỉnh.',
    implementation:
      'Nền tảng được chọn vận hành thử trong mùa du lịch hè; Sở Văn hóa, Thể thao và Du lịch xem xét tiếp nhận làm nền tảng dữ liệu du lịch chính thức của tỉnh.',
  },
};
