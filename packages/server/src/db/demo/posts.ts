import type { DemoCategory, DemoPost } from './types.ts';

/**
 * Tin bài mẫu của Cổng thông tin thực hiện Nghị quyết 57 – Sở Khoa học và Công nghệ tỉnh Sông Lam (hư cấu).
 * Mọi địa danh, cơ quan, doanh nghiệp, nhân vật và số liệu đều là giả định.
 */
export const demoCategories: DemoCategory[] = [
  { slug: 'tin-nghi-quyet-57', name: 'Tin triển khai Nghị quyết 57', order: 1 },
  { slug: 'khoa-hoc-cong-nghe', name: 'Khoa học và công nghệ', order: 2 },
  { slug: 'doi-moi-sang-tao', name: 'Đổi mới sáng tạo', order: 3 },
  { slug: 'chuyen-doi-so', name: 'Chuyển đổi số', order: 4 },
  { slug: 'so-huu-tri-tue', name: 'Sở hữu trí tuệ', order: 5 },
  { slug: 'hoat-dong-so', name: 'Hoạt động của Sở', order: 6 },
];

export const demoPosts: DemoPost[] = [
  // ---------------------------------------------------------------- Tin triển khai Nghị quyết 57
  {
    slug: 'tinh-uy-song-lam-to-chuc-hoi-nghi-quan-triet-nghi-quyet-so-57-nq-tw-den-can-bo',
    categorySlug: 'tin-nghi-quyet-57',
    title: 'Tỉnh ủy Sông Lam tổ chức hội nghị quán triệt Nghị quyết số 57-NQ/TW đến cán bộ chủ chốt',
    summary:
      'Sáng 09/01/2025, Ban Thường vụ Tỉnh ủy Sông Lam tổ chức hội nghị trực tiếp kết hợp trực tuyến quán triệt Nghị quyết số 57-NQ/TW, yêu cầu mỗi cấp ủy, người đứng đầu xác định đây là nhiệm vụ chính trị trọng tâm.',
    body:
      '<p>Sáng ngày 09/01/2025, Ban Thường vụ Tỉnh ủy Sông Lam tổ chức hội nghị quán triệt, triển khai Nghị quyết số 57-NQ/TW ngày 22/12/2024 của Bộ Chính trị về đột phá phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số quốc gia. Hội nghị được tổ chức trực tiếp tại hội trường Tỉnh ủy, kết nối trực tuyến tới 146 điểm cầu cấp huyện và cấp xã với gần 9.800 đại biểu tham dự.</p>' +
      '<p>Tại hội nghị, ông Đặng Văn Thành, Phó Bí thư Thường trực Tỉnh ủy, đã truyền đạt những nội dung cốt lõi của Nghị quyết, nhấn mạnh quan điểm coi phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số là đột phá quan trọng hàng đầu, là động lực chính để phát triển nhanh lực lượng sản xuất hiện đại.</p>' +
      '<blockquote>“Mỗi cấp ủy, mỗi người đứng đầu phải coi đây là nhiệm vụ chính trị trọng tâm, trực tiếp chỉ đạo và chịu trách nhiệm về kết quả thực hiện tại địa phương, đơn vị mình”, ông Đặng Văn Thành yêu cầu.</blockquote>' +
      '<p>Phát biểu chỉ đạo, ông Lê Quang Hưng, Phó Bí thư Tỉnh ủy, Chủ tịch UBND tỉnh, giao Sở Khoa học và Công nghệ chủ trì, phối hợp với các sở, ngành tham mưu xây dựng kế hoạch thực hiện của tỉnh, trình ban hành trước ngày 15/02/2025. Các địa phương được yêu cầu rà soát nguồn lực, đề xuất nhiệm vụ cụ thể, tránh hình thức, dàn trải.</p>' +
      '<p>Ngay sau hội nghị, các huyện ủy, thị ủy, thành ủy và đảng ủy trực thuộc sẽ tổ chức quán triệt đến toàn thể cán bộ, đảng viên, hoàn thành trước ngày 28/02/2025.</p>',
    author: 'Minh Châu',
    source: 'Báo Sông Lam',
    tags: ['Nghị quyết 57', 'Tỉnh ủy', 'quán triệt'],
    featured: false,
    publishedAt: '2025-01-10',
    nq57Groups: [1],
  },
  {
    slug: 'ubnd-tinh-ban-hanh-ke-hoach-thuc-hien-nghi-quyet-57-voi-8-chi-tieu-va-46-nhiem',
    categorySlug: 'tin-nghi-quyet-57',
    title: 'UBND tỉnh ban hành Kế hoạch thực hiện Nghị quyết 57 với 8 chỉ tiêu và 46 nhiệm vụ',
    summary:
      'Kế hoạch số 32/KH-UBND ngày 14/02/2025 cụ thể hóa Nghị quyết 57-NQ/TW và Nghị quyết 03/NQ-CP thành 8 chỉ tiêu, 46 nhiệm vụ có địa chỉ, thời hạn và sản phẩm đầu ra rõ ràng đến năm 2030.',
    body:
      '<p>Ngày 14/02/2025, ông Lê Quang Hưng, Chủ tịch UBND tỉnh Sông Lam, đã ký ban hành Kế hoạch số 32/KH-UBND thực hiện Nghị quyết số 57-NQ/TW của Bộ Chính trị và Nghị quyết số 03/NQ-CP của Chính phủ trên địa bàn tỉnh. Kế hoạch do Sở Khoa học và Công nghệ tham mưu sau hơn một tháng lấy ý kiến các sở, ngành, địa phương, doanh nghiệp và nhà khoa học.</p>' +
      '<h2>Tám chỉ tiêu chủ yếu</h2>' +
      '<ul><li>Tỷ lệ hồ sơ thủ tục hành chính trực tuyến toàn trình đạt 80% vào năm 2027;</li><li>Chi cho khoa học và công nghệ đạt 3% tổng chi ngân sách tỉnh vào năm 2026;</li><li>Kinh tế số chiếm 20% GRDP vào năm 2030;</li><li>95% dân số trưởng thành có tài khoản định danh điện tử vào năm 2027;</li><li>Đến năm 2030 có 40 doanh nghiệp khoa học và công nghệ, 1.200 đơn đăng ký sở hữu công nghiệp và 120 dự án khởi nghiệp đổi mới sáng tạo được hỗ trợ;</li><li>60 nhiệm vụ khoa học cấp tỉnh được ứng dụng vào thực tiễn vào năm 2028.</li></ul>' +
      '<p>Kế hoạch phân công 46 nhiệm vụ cho 26 cơ quan, đơn vị; mỗi nhiệm vụ đều có sản phẩm đầu ra, thời hạn hoàn thành và người chịu trách nhiệm. Trong đó, 14 nhiệm vụ phải hoàn thành ngay trong năm 2025, tập trung vào hoàn thiện cơ chế, chính sách, phát triển hạ tầng số và đào tạo nhân lực.</p>' +
      '<p>Theo ông Hoàng Minh Khôi, Giám đốc Sở Khoa học và Công nghệ, các chỉ tiêu sẽ được cập nhật hằng quý và công khai để lãnh đạo tỉnh nắm bắt tiến độ, kịp thời tháo gỡ vướng mắc, đồng thời để người dân, doanh nghiệp cùng theo dõi, giám sát.</p>',
    author: 'Văn phòng Sở',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['Nghị quyết 57', 'kế hoạch hành động', 'chỉ tiêu'],
    featured: false,
    publishedAt: '2025-02-18',
    nq57Groups: [1, 2],
  },
  {
    slug: 'ubnd-tinh-thanh-lap-ban-chi-dao-ve-khoa-hoc-cong-nghe-doi-moi-sang-tao-va-chuyen',
    categorySlug: 'tin-nghi-quyet-57',
    title: 'UBND tỉnh thành lập Ban Chỉ đạo về khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số',
    summary:
      'Ban Chỉ đạo do Chủ tịch UBND tỉnh làm Trưởng ban, gồm 21 thành viên, có nhiệm vụ chỉ đạo, điều phối thống nhất việc thực hiện Nghị quyết 57 và xử lý kịp thời các vấn đề liên ngành phát sinh.',
    body:
      '<p>Ngày 20/02/2025, UBND tỉnh Sông Lam ban hành Quyết định số 256/QĐ-UBND thành lập Ban Chỉ đạo tỉnh về phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số. Ông Lê Quang Hưng, Chủ tịch UBND tỉnh, làm Trưởng ban; bà Trần Thị Minh Nguyệt, Phó Chủ tịch UBND tỉnh, làm Phó Trưởng ban thường trực; ông Hoàng Minh Khôi, Giám đốc Sở Khoa học và Công nghệ, làm Phó Trưởng ban.</p>' +
      '<p>Ban Chỉ đạo gồm 21 thành viên là lãnh đạo các sở, ngành, Công an tỉnh và một số địa phương. Sở Khoa học và Công nghệ là cơ quan thường trực, có nhiệm vụ tổng hợp, theo dõi, đôn đốc và báo cáo định kỳ tình hình thực hiện.</p>' +
      '<h2>Nguyên tắc hoạt động</h2>' +
      '<ul><li>Làm việc theo chế độ tập thể, đề cao trách nhiệm cá nhân người đứng đầu;</li><li>Họp định kỳ mỗi quý một lần, họp đột xuất khi cần thiết;</li><li>Giải quyết công việc trên môi trường số, hạn chế tối đa văn bản giấy.</li></ul>' +
      '<p>Tại phiên họp thứ nhất diễn ra chiều ngày 21/02/2025, Ban Chỉ đạo đã thông qua quy chế hoạt động và chương trình công tác năm 2025. Ông Lê Quang Hưng yêu cầu các thành viên bám sát lĩnh vực được phân công, phát hiện sớm những điểm nghẽn về thể chế, hạ tầng và nhân lực để đề xuất giải pháp tháo gỡ, không để kéo dài.</p>' +
      '<p>Trưởng Ban Chỉ đạo cũng giao Sở Khoa học và Công nghệ xây dựng hệ thống theo dõi tiến độ nhiệm vụ trên môi trường số, hoàn thành trong quý II/2025.</p>',
    author: 'Văn phòng Sở',
    source: 'Cổng thông tin điện tử tỉnh Sông Lam',
    tags: ['Ban Chỉ đạo', 'Nghị quyết 57'],
    featured: false,
    publishedAt: '2025-02-22',
    nq57Groups: [1, 5],
  },
  {
    slug: 'hdnd-tinh-thong-qua-chinh-sach-ho-tro-khoa-hoc-cong-nghe-doi-moi-sang-tao',
    categorySlug: 'tin-nghi-quyet-57',
    title: 'HĐND tỉnh thông qua chính sách hỗ trợ khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số',
    summary:
      'Nghị quyết số 05/2025/NQ-HĐND quy định nhiều mức hỗ trợ mới cho doanh nghiệp, hợp tác xã đổi mới công nghệ, đăng ký bảo hộ sở hữu trí tuệ và chuyển đổi số, có hiệu lực từ ngày 01/05/2025.',
    body:
      '<p>Tại kỳ họp chuyên đề ngày 18/04/2025, Hội đồng nhân dân tỉnh Sông Lam đã thông qua Nghị quyết số 05/2025/NQ-HĐND quy định chính sách hỗ trợ phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số trên địa bàn tỉnh giai đoạn 2025–2030. Nghị quyết có hiệu lực từ ngày 01/05/2025.</p>' +
      '<h2>Nhiều mức hỗ trợ hấp dẫn</h2>' +
      '<ul><li>Hỗ trợ 30% kinh phí đổi mới công nghệ, mua thiết bị, nhận chuyển giao công nghệ của doanh nghiệp, tối đa 2 tỷ đồng mỗi dự án;</li><li>Hỗ trợ 100% chi phí đăng ký bảo hộ sáng chế trong nước, tối đa 50 triệu đồng mỗi đơn; đăng ký nhãn hiệu tối đa 10 triệu đồng mỗi đơn;</li><li>Hỗ trợ 50% chi phí thuê nền tảng số trong năm đầu cho doanh nghiệp nhỏ và vừa, hợp tác xã, tối đa 100 triệu đồng;</li><li>Thưởng cho tổ chức, cá nhân có sáng chế được thương mại hóa thành công.</li></ul>' +
      '<p>Ông Phạm Đức Toàn, Chủ tịch HĐND tỉnh, cho biết nghị quyết được xây dựng theo hướng đơn giản hóa thủ tục, ưu tiên hỗ trợ sau đầu tư và tiếp nhận hồ sơ hoàn toàn trên môi trường số. Lộ trình bố trí ngân sách cũng được xác định rõ, phấn đấu đến năm 2026 chi cho khoa học và công nghệ đạt 3% tổng chi ngân sách tỉnh.</p>' +
      '<p>Sở Khoa học và Công nghệ được giao chủ trì hướng dẫn thực hiện. Theo ông Hoàng Minh Khôi, Giám đốc Sở, dự kiến mỗi năm có khoảng 150 doanh nghiệp, hợp tác xã được thụ hưởng chính sách; bộ hồ sơ mẫu và quy trình tiếp nhận sẽ được công bố trước ngày 30/04/2025.</p>',
    author: 'Hoàng Yến',
    source: 'Báo Sông Lam',
    tags: ['chính sách', 'HĐND tỉnh', 'hỗ trợ doanh nghiệp'],
    featured: false,
    publishedAt: '2025-04-21',
    nq57Groups: [2, 3],
  },
  {
    slug: 'so-ket-6-thang-thuc-hien-nghi-quyet-57-tinh-song-lam-hoan-thanh-18-nhiem-vu-dung',
    categorySlug: 'tin-nghi-quyet-57',
    title: 'Sơ kết 6 tháng thực hiện Nghị quyết 57: tỉnh Sông Lam hoàn thành 18 nhiệm vụ đúng tiến độ',
    summary:
      'Sau 6 tháng triển khai, tỉnh đã hoàn thành 18/46 nhiệm vụ, tỷ lệ hồ sơ trực tuyến toàn trình đạt 42,1%; tuy nhiên việc giải ngân kinh phí khoa học, công nghệ vẫn còn chậm so với yêu cầu.',
    body:
      '<p>Ngày 11/07/2025, Ban Chỉ đạo tỉnh Sông Lam về phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số tổ chức hội nghị sơ kết 6 tháng đầu năm. Đây cũng là hội nghị đầu tiên sau khi mô hình chính quyền địa phương hai cấp chính thức vận hành từ ngày 01/07/2025.</p>' +
      '<h2>Nhiều chỉ tiêu chuyển biến tích cực</h2>' +
      '<ul><li>18/46 nhiệm vụ trong kế hoạch đã hoàn thành, 22 nhiệm vụ đang triển khai đúng tiến độ;</li><li>Tỷ lệ hồ sơ thủ tục hành chính xử lý trực tuyến toàn trình đạt 42,1%, tăng 7,1 điểm phần trăm so với cuối năm 2024;</li><li>HĐND tỉnh đã ban hành 2 nghị quyết về chính sách hỗ trợ khoa học, công nghệ và hệ sinh thái khởi nghiệp;</li><li>11 dự án khởi nghiệp đổi mới sáng tạo đã được hỗ trợ.</li></ul>' +
      '<p>Bên cạnh kết quả đạt được, báo cáo chỉ ra 6 nhiệm vụ chậm tiến độ, chủ yếu liên quan đến đầu tư hạ tầng và tuyển dụng nhân lực công nghệ thông tin cho cấp xã. Tỷ lệ giải ngân kinh phí khoa học và công nghệ mới đạt 28% dự toán.</p>' +
      '<p>Kết luận hội nghị, ông Lê Quang Hưng, Chủ tịch UBND tỉnh, Trưởng Ban Chỉ đạo, yêu cầu các đơn vị có nhiệm vụ chậm tiến độ báo cáo rõ nguyên nhân, trách nhiệm trước ngày 31/07/2025. Sở Khoa học và Công nghệ phối hợp với Sở Tài chính rà soát, điều chuyển kinh phí từ những nhiệm vụ không có khả năng giải ngân sang các nhiệm vụ cấp thiết hơn, đồng thời tham mưu kiện toàn Ban Chỉ đạo cho phù hợp với tổ chức bộ máy mới.</p>',
    author: 'Phòng Kế hoạch – Tài chính',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['sơ kết', 'Nghị quyết 57', 'Ban Chỉ đạo'],
    featured: false,
    publishedAt: '2025-07-15',
    nq57Groups: [1, 5],
  },
  {
    slug: 'phong-trao-binh-dan-hoc-vu-so-lan-toa-den-100-xa-phuong-tren-dia-ban-tinh',
    categorySlug: 'tin-nghi-quyet-57',
    title: 'Phong trào “Bình dân học vụ số” lan tỏa đến 100% xã, phường trên địa bàn tỉnh',
    summary:
      'Sau 4 tháng triển khai, phong trào đã tổ chức gần 1.930 lớp học, giúp hơn 126.000 lượt người dân được trang bị kỹ năng số cơ bản như sử dụng dịch vụ công trực tuyến, thanh toán không dùng tiền mặt.',
    body:
      '<p>Hưởng ứng phong trào “Bình dân học vụ số” do Trung ương phát động, từ tháng 5/2025, tỉnh Sông Lam đã triển khai đồng loạt tại các địa phương. Đến ngày 05/09/2025, 100% xã, phường đã tổ chức lớp học với tổng số 1.926 lớp trực tiếp và trực tuyến, thu hút hơn 126.000 lượt người dân tham gia.</p>' +
      '<p>Nội dung học tập được thiết kế ngắn gọn, dễ hiểu, bám sát nhu cầu thực tế: kích hoạt và sử dụng tài khoản định danh điện tử, nộp hồ sơ dịch vụ công trực tuyến, thanh toán không dùng tiền mặt, nhận diện tin nhắn lừa đảo trên không gian mạng. Lực lượng nòng cốt là 1.540 thành viên tổ công nghệ số cộng đồng, đoàn viên thanh niên và giáo viên các trường phổ thông.</p>' +
      '<blockquote>“Trước đây việc gì tôi cũng phải nhờ con cháu làm giúp. Giờ tôi tự làm thủ tục đăng ký khai sinh cho cháu nội ngay trên điện thoại”, bà Lê Thị Hoa, 62 tuổi, ở xã Tân Phong chia sẻ.</blockquote>' +
      '<p>Theo ông Tạ Đình Phong, Trưởng phòng Chuyển đổi số, Sở Khoa học và Công nghệ, điểm sáng của phong trào là cách làm linh hoạt: lớp học được mở cả buổi tối, tại nhà văn hóa thôn, chợ và các điểm sinh hoạt cộng đồng. Thời gian tới, Sở sẽ xây dựng bộ học liệu số dùng chung và cấp chứng nhận hoàn thành trực tuyến cho người học.</p>',
    author: 'Thu Trang',
    source: 'Đài Phát thanh và Truyền hình Sông Lam',
    tags: ['Bình dân học vụ số', 'kỹ năng số', 'xã hội số'],
    featured: false,
    publishedAt: '2025-09-10',
    nq57Groups: [1, 4],
  },
  {
    slug: 'song-lam-ap-dung-khoan-chi-den-san-pham-cuoi-cung-cho-nhiem-vu-khoa-hoc-va-cong',
    categorySlug: 'tin-nghi-quyet-57',
    title: 'Sông Lam áp dụng khoán chi đến sản phẩm cuối cùng cho nhiệm vụ khoa học và công nghệ',
    summary:
      'Quy định mới của UBND tỉnh cho phép chủ nhiệm nhiệm vụ chủ động sử dụng kinh phí, đánh giá theo kết quả đầu ra và chấp nhận rủi ro trong nghiên cứu khoa học, có hiệu lực từ ngày 01/12/2025.',
    body:
      '<p>Ngày 20/11/2025, UBND tỉnh Sông Lam ban hành Quyết định số 32/2025/QĐ-UBND ban hành Quy định quản lý nhiệm vụ khoa học, công nghệ và đổi mới sáng tạo cấp tỉnh sử dụng ngân sách nhà nước, có hiệu lực từ ngày 01/12/2025. Đây là một trong những nhiệm vụ trọng tâm về hoàn thiện thể chế theo tinh thần Nghị quyết 57 và Luật Khoa học, công nghệ và đổi mới sáng tạo năm 2025.</p>' +
      '<h2>Những điểm mới nổi bật</h2>' +
      '<ol><li>Chủ nhiệm nhiệm vụ được tự quyết định nội dung chi, định mức chi trong phạm vi tổng kinh phí được duyệt, không phải lập dự toán chi tiết theo từng khoản mục;</li><li>Việc đánh giá, nghiệm thu căn cứ vào sản phẩm đầu ra đã cam kết thay vì kiểm soát chứng từ;</li><li>Nhiệm vụ không đạt kết quả do rủi ro khách quan, đã thực hiện đúng quy trình thì không phải hoàn trả kinh phí;</li><li>Cho phép tỉnh đặt hàng giải quyết các bài toán lớn thông qua Cổng thông tin thực hiện Nghị quyết 57, dự kiến vận hành trong quý I/2026.</li></ol>' +
      '<p>Bà Ngô Thị Mai, Trưởng phòng Quản lý khoa học, cho biết năm 2026 sẽ có 12 nhiệm vụ mới thuộc các lĩnh vực nông nghiệp công nghệ cao, y dược và công nghệ thông tin được áp dụng cơ chế khoán chi ngay từ khâu ký hợp đồng.</p>' +
      '<p>Nhiều nhà khoa học đánh giá quy định mới giúp họ giảm đáng kể thời gian làm thủ tục hành chính, dành nhiều tâm sức hơn cho chuyên môn.</p>',
    author: 'Phòng Quản lý khoa học',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['khoán chi', 'thể chế', 'nhiệm vụ khoa học'],
    featured: false,
    publishedAt: '2025-11-24',
    nq57Groups: [2],
  },
  {
    slug: 'mot-nam-thuc-hien-nghi-quyet-57-song-lam-tao-chuyen-bien-ro-net-tu-nhan-thuc',
    categorySlug: 'tin-nghi-quyet-57',
    title: 'Một năm thực hiện Nghị quyết 57: Sông Lam tạo chuyển biến rõ nét từ nhận thức đến hành động',
    summary:
      'Hội nghị tổng kết ghi nhận 5/8 chỉ tiêu của tỉnh đạt tiến độ, kinh tế số ước chiếm 11,6% GRDP, tỷ lệ hồ sơ trực tuyến toàn trình tăng lên 53,2%; nhân lực số cấp xã vẫn là điểm nghẽn.',
    body:
      '<p>Ngày 13/01/2026, Ban Chỉ đạo tỉnh Sông Lam về phát triển khoa học, công nghệ, đổi mới sáng tạo, chuyển đổi số và Đề án 06 tổ chức hội nghị tổng kết một năm thực hiện Nghị quyết số 57-NQ/TW. Hội nghị được kết nối trực tuyến tới 98 xã, phường trên địa bàn tỉnh.</p>' +
      '<h2>Những kết quả nổi bật</h2>' +
      '<ul><li>5/8 chỉ tiêu chủ yếu đạt hoặc vượt tiến độ, 31/46 nhiệm vụ của kế hoạch đã hoàn thành;</li><li>Kinh tế số ước chiếm 11,6% GRDP, tăng 1,8 điểm phần trăm so với năm 2024;</li><li>Tỷ lệ hồ sơ xử lý trực tuyến toàn trình đạt 53,2%; 82,6% người trưởng thành có tài khoản định danh điện tử;</li><li>27 dự án khởi nghiệp đổi mới sáng tạo được hỗ trợ, 212 đơn đăng ký sở hữu công nghiệp được nộp trong năm.</li></ul>' +
      '<p>Hội nghị cũng thẳng thắn chỉ ra hạn chế: chi cho khoa học và công nghệ mới đạt 1,8% tổng chi ngân sách; nhân lực số tại cấp xã sau sắp xếp còn thiếu và yếu; tỷ lệ doanh nghiệp có hoạt động đổi mới sáng tạo chưa cao.</p>' +
      '<p>Phát biểu chỉ đạo, ông Lương Đức Minh, Bí thư Tỉnh ủy, đánh giá chuyển biến lớn nhất sau một năm là nhận thức của cả hệ thống chính trị. Khoa học, công nghệ và chuyển đổi số không còn là câu chuyện riêng của ngành chuyên môn mà đã trở thành nhiệm vụ thường xuyên của từng cấp ủy, chính quyền.</p>' +
      '<blockquote>“Năm 2026 phải là năm của những kết quả đo đếm được, người dân và doanh nghiệp phải cảm nhận rõ lợi ích”, Bí thư Tỉnh ủy nhấn mạnh.</blockquote>' +
      '<p>Dịp này, UBND tỉnh tặng bằng khen cho 24 tập thể, 36 cá nhân có thành tích xuất sắc trong triển khai Nghị quyết 57 năm 2025.</p>',
    author: 'Minh Châu',
    source: 'Báo Sông Lam',
    tags: ['tổng kết', 'Nghị quyết 57', 'chuyển đổi số'],
    featured: true,
    publishedAt: '2026-01-15',
    nq57Groups: [1],
  },
  {
    slug: 'cong-thong-tin-thuc-hien-nghi-quyet-57-tinh-song-lam-chinh-thuc-di-vao-van-hanh',
    categorySlug: 'tin-nghi-quyet-57',
    title: 'Cổng thông tin thực hiện Nghị quyết 57 tỉnh Sông Lam chính thức đi vào vận hành',
    summary:
      'Cổng tích hợp tin tức, văn bản, bộ chỉ tiêu theo dõi, sàn giới thiệu sản phẩm công nghệ và danh mục bài toán lớn, đồng thời mở kênh để người dân, doanh nghiệp gửi đề xuất, ý tưởng.',
    body:
      '<p>Từ ngày 16/03/2026, Cổng thông tin thực hiện Nghị quyết 57 tỉnh Sông Lam chính thức đi vào vận hành, cùng thời điểm Quy chế quản lý, vận hành Cổng ban hành kèm theo Quyết định số 14/2026/QĐ-UBND của UBND tỉnh có hiệu lực. Cổng do Sở Khoa học và Công nghệ xây dựng và quản trị theo kế hoạch được triển khai từ tháng 3/2025.</p>' +
      '<h2>Một điểm truy cập, nhiều tiện ích</h2>' +
      '<ul><li>Tin tức, sự kiện về khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số của tỉnh;</li><li>Hệ thống văn bản của Trung ương và địa phương, tra cứu theo lĩnh vực, cơ quan ban hành và tình trạng hiệu lực;</li><li>Bộ 8 chỉ tiêu theo dõi thực hiện Nghị quyết 57, cập nhật số liệu theo quý;</li><li>Sàn giới thiệu sản phẩm, giải pháp khoa học và công nghệ của doanh nghiệp, viện, trường;</li><li>Danh mục bài toán lớn do tỉnh đặt hàng và các giải pháp đề xuất.</li></ul>' +
      '<p>Đặc biệt, người dân, doanh nghiệp có thể gửi trực tiếp đề xuất, ý tưởng, sáng kiến qua Cổng. Theo quy chế, mọi đề xuất đều được tiếp nhận, phân loại và chuyển tới cơ quan chuyên môn xem xét, kết quả xử lý được phản hồi công khai cho người gửi.</p>' +
      '<p>Bà Đặng Thu Hà, Phó Giám đốc Sở Khoa học và Công nghệ, cho biết Cổng được thiết kế tương thích với điện thoại di động và đáp ứng các yêu cầu về an toàn thông tin. Các sở, ngành, địa phương có trách nhiệm cung cấp, cập nhật thông tin thường xuyên, bảo đảm số liệu chính xác, kịp thời.</p>',
    author: 'Phòng Chuyển đổi số',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['Cổng thông tin', 'Nghị quyết 57', 'chính quyền số'],
    featured: false,
    publishedAt: '2026-03-18',
    nq57Groups: [5, 1],
  },
  {
    slug: 'doan-cong-tac-trung-uong-kiem-tra-tinh-hinh-thuc-hien-nghi-quyet-57-tai-tinh',
    categorySlug: 'tin-nghi-quyet-57',
    title: 'Đoàn công tác Trung ương kiểm tra tình hình thực hiện Nghị quyết 57 tại tỉnh Sông Lam',
    summary:
      'Đoàn công tác đánh giá cao cách làm bài bản, minh bạch của tỉnh, đồng thời tiếp nhận 6 kiến nghị về cơ chế tài chính, hạ tầng dữ liệu và thu hút chuyên gia để tổng hợp, báo cáo cấp có thẩm quyền.',
    body:
      '<p>Ngày 08/05/2026, đoàn công tác Trung ương về phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số đã làm việc với Ban Thường vụ Tỉnh ủy Sông Lam về tình hình thực hiện Nghị quyết 57. Trước buổi làm việc, đoàn đã khảo sát thực tế tại Trung tâm Giám sát, điều hành đô thị thông minh, Trung tâm Đổi mới sáng tạo tỉnh và một số doanh nghiệp công nghệ.</p>' +
      '<p>Báo cáo với đoàn, ông Lê Quang Hưng, Chủ tịch UBND tỉnh, cho biết trong quý I/2026, tỉnh đã đưa Cổng thông tin thực hiện Nghị quyết 57 vào vận hành, phê duyệt danh mục bài toán lớn đặt hàng giải pháp khoa học, công nghệ và triển khai 12 nhiệm vụ theo cơ chế khoán chi đến sản phẩm cuối cùng. HĐND tỉnh cũng đã sửa đổi chính sách hỗ trợ cho phù hợp với Luật Khoa học, công nghệ và đổi mới sáng tạo.</p>' +
      '<h2>Kiến nghị của địa phương</h2>' +
      '<p>Trong 6 kiến nghị gửi đoàn, tỉnh Sông Lam đề xuất sớm hướng dẫn cơ chế sử dụng ngân sách mua sắm sản phẩm công nghệ mới của doanh nghiệp trong nước; cho phép địa phương thử nghiệm có kiểm soát đối với một số mô hình nông nghiệp số; hỗ trợ kết nối dữ liệu dân cư với dữ liệu chuyên ngành; ban hành chính sách đặc thù thu hút chuyên gia về làm việc tại địa phương.</p>' +
      '<p>Thay mặt đoàn công tác, trưởng đoàn ghi nhận những kết quả nổi bật, đánh giá cao việc tỉnh công khai các chỉ tiêu theo dõi trên Cổng thông tin. Đoàn đề nghị tỉnh tập trung nâng cao chất lượng nguồn nhân lực, tăng tỷ lệ chi cho khoa học và công nghệ và tỷ lệ doanh nghiệp có hoạt động đổi mới sáng tạo.</p>',
    author: 'Văn phòng Sở',
    source: 'Cổng thông tin điện tử tỉnh Sông Lam',
    tags: ['kiểm tra', 'Nghị quyết 57', 'kiến nghị'],
    featured: false,
    publishedAt: '2026-05-12',
    nq57Groups: [1, 2],
  },
  // ---------------------------------------------------------------- Khoa học và công nghệ
  {
    slug: 'nghiem-thu-de-tai-nhan-giong-lan-kim-tuyen-bang-cong-nghe-nuoi-cay-mo-tai-huyen',
    categorySlug: 'khoa-hoc-cong-nghe',
    title: 'Nghiệm thu đề tài nhân giống lan kim tuyến bằng công nghệ nuôi cấy mô tại huyện Thượng Lam',
    summary:
      'Đề tài khoa học cấp tỉnh do Trung tâm Ứng dụng tiến bộ khoa học và công nghệ chủ trì đã hoàn thiện quy trình nhân giống, cho tỷ lệ cây sống sau khi ra vườn ươm đạt trên 85%.',
    body:
      '<p>Ngày 20/01/2025, Hội đồng khoa học và công nghệ tỉnh Sông Lam tổ chức nghiệm thu đề tài “Ứng dụng công nghệ nuôi cấy mô tế bào thực vật nhân giống và trồng thử nghiệm lan kim tuyến dưới tán rừng tại huyện Thượng Lam”. Đề tài do Trung tâm Ứng dụng tiến bộ khoa học và công nghệ chủ trì, ThS. Vũ Thị Ngọc Anh làm chủ nhiệm, thực hiện từ tháng 6/2022.</p>' +
      '<p>Sau hơn hai năm nghiên cứu, nhóm thực hiện đã xây dựng thành công quy trình nhân giống <em>in vitro</em> lan kim tuyến với hệ số nhân chồi đạt 4,2 lần sau mỗi chu kỳ 45 ngày. Tỷ lệ cây con sống sau khi chuyển ra vườn ươm đạt 86,5%. Mô hình trồng thử nghiệm 1,2 ha dưới tán rừng tự nhiên tại xã Đồng Lam cho tỷ lệ cây sống sau 12 tháng đạt 78%.</p>' +
      '<p>Lan kim tuyến là loài dược liệu quý, có giá trị kinh tế cao nhưng đang bị khai thác cạn kiệt ngoài tự nhiên. Kết quả đề tài mở ra hướng phát triển sinh kế bền vững cho đồng bào vùng cao, vừa bảo tồn nguồn gen, vừa tạo nguyên liệu cho các sản phẩm OCOP từ dược liệu.</p>' +
      '<p>Hội đồng thống nhất đánh giá đề tài đạt loại Khá. Bà Đặng Thu Hà, Phó Giám đốc Sở Khoa học và Công nghệ, đề nghị đơn vị chủ trì hoàn thiện hồ sơ, sớm chuyển giao quy trình cho các hợp tác xã, doanh nghiệp dược liệu trên địa bàn và đăng ký kết quả thực hiện nhiệm vụ theo quy định.</p>',
    author: 'Phòng Quản lý khoa học',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['nghiệm thu', 'dược liệu', 'công nghệ sinh học'],
    featured: false,
    publishedAt: '2025-01-22',
    nq57Groups: [3],
  },
  {
    slug: 'thong-bao-de-xuat-dat-hang-nhiem-vu-khoa-hoc-va-cong-nghe-cap-tinh-thuc-hien',
    categorySlug: 'khoa-hoc-cong-nghe',
    title: 'Thông báo đề xuất đặt hàng nhiệm vụ khoa học và công nghệ cấp tỉnh thực hiện từ năm 2026',
    summary:
      'Sở Khoa học và Công nghệ đề nghị các sở, ngành, địa phương, doanh nghiệp và tổ chức khoa học gửi đề xuất đặt hàng nhiệm vụ cấp tỉnh trước ngày 15/05/2025, ưu tiên lĩnh vực phục vụ Nghị quyết 57.',
    body:
      '<p>Thực hiện Hướng dẫn số 05/HD-SKHCN ngày 18/03/2025, Sở Khoa học và Công nghệ tỉnh Sông Lam thông báo tiếp nhận đề xuất đặt hàng nhiệm vụ khoa học và công nghệ cấp tỉnh thực hiện từ năm 2026. Các nhiệm vụ phải xuất phát từ yêu cầu thực tiễn, có địa chỉ ứng dụng cụ thể và đơn vị cam kết tiếp nhận kết quả.</p>' +
      '<h2>Lĩnh vực ưu tiên</h2>' +
      '<ul><li>Nông nghiệp công nghệ cao, giống cây trồng, vật nuôi thích ứng biến đổi khí hậu;</li><li>Y dược, chăm sóc sức khỏe cộng đồng và phát triển dược liệu;</li><li>Ứng dụng trí tuệ nhân tạo, dữ liệu lớn trong quản lý nhà nước;</li><li>Bảo tồn, phát huy giá trị văn hóa và phát triển du lịch.</li></ul>' +
      '<h2>Hồ sơ và thời hạn</h2>' +
      '<p>Đăng ký đề xuất được thực hiện trực tuyến trên Hệ thống quản lý nhiệm vụ khoa học và công nghệ của Sở hoặc gửi bản giấy về Phòng Quản lý khoa học trước 17 giờ ngày 15/05/2025. Mỗi đề xuất cần nêu rõ tính cấp thiết, mục tiêu, sản phẩm dự kiến và phương án ứng dụng kết quả.</p>' +
      '<p>Bà Ngô Thị Mai, Trưởng phòng Quản lý khoa học, cho biết năm nay Sở dự kiến lựa chọn khoảng 15 nhiệm vụ để đặt hàng. Các đề xuất có doanh nghiệp cam kết đối ứng kinh phí từ 30% trở lên sẽ được cộng điểm ưu tiên khi xét chọn. Danh mục nhiệm vụ được phê duyệt sẽ công bố công khai để các tổ chức, cá nhân tham gia tuyển chọn.</p>',
    author: 'Phòng Quản lý khoa học',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['đặt hàng', 'nhiệm vụ khoa học', 'thông báo'],
    featured: false,
    publishedAt: '2025-03-20',
    nq57Groups: [2, 3],
  },
  {
    slug: 'truong-dai-hoc-song-lam-tao-thanh-cong-che-pham-vi-sinh-xu-ly-phu-pham-nong',
    categorySlug: 'khoa-hoc-cong-nghe',
    title: 'Trường Đại học Sông Lam tạo thành công chế phẩm vi sinh xử lý phụ phẩm nông nghiệp',
    summary:
      'Chế phẩm SL-Bio do các nhà khoa học của Trường Đại học Sông Lam nghiên cứu giúp phân hủy rơm rạ ngay tại ruộng chỉ sau 20–25 ngày, góp phần chấm dứt tình trạng đốt đồng gây ô nhiễm.',
    body:
      '<p>Sau ba năm nghiên cứu, nhóm nhà khoa học thuộc Trung tâm Nghiên cứu Vi sinh vật ứng dụng, Trường Đại học Sông Lam do TS. Hồ Minh Quân làm trưởng nhóm đã tạo thành công chế phẩm vi sinh SL-Bio từ các chủng vi sinh vật bản địa có khả năng phân giải cellulose mạnh. Kết quả được công bố tại hội thảo khoa học tổ chức ngày 14/04/2025.</p>' +
      '<p>Khi phun SL-Bio lên rơm rạ sau thu hoạch, quá trình phân hủy ngay tại ruộng chỉ mất 20–25 ngày thay vì 50–60 ngày như tự nhiên. Chế phẩm cũng có thể dùng để ủ vỏ lạc, thân ngô thành phân hữu cơ không mùi hôi, an toàn cho cây trồng. Chi phí xử lý cho mỗi ha lúa chỉ khoảng 180.000 đồng.</p>' +
      '<p>Năm 2024, chế phẩm được thử nghiệm trên 35 ha lúa và lạc tại các xã Hòa Lam, An Lam thuộc huyện Bình Lam. Năng suất lúa vụ sau tăng 6–8%, chi phí phân bón hóa học giảm khoảng 20%.</p>' +
      '<blockquote>“Mục tiêu của chúng tôi là để nông dân không phải đốt rơm rạ sau mỗi vụ thu hoạch, biến nguồn phụ phẩm thành tài nguyên”, TS. Hồ Minh Quân chia sẻ.</blockquote>' +
      '<p>Sở Khoa học và Công nghệ đang phối hợp với nhà trường hoàn thiện hồ sơ đăng ký bảo hộ quyền sở hữu trí tuệ và tìm kiếm doanh nghiệp nhận chuyển giao để sản xuất quy mô công nghiệp.</p>',
    author: 'Lê Hoàng Anh',
    source: 'Trường Đại học Sông Lam',
    tags: ['chế phẩm vi sinh', 'nông nghiệp xanh', 'nghiên cứu'],
    featured: false,
    publishedAt: '2025-04-16',
    nq57Groups: [4, 6],
  },
  {
    slug: 'ung-dung-cam-bien-thong-minh-giam-sat-moi-truong-nuoc-nuoi-tom-vung-ven-bien-hai',
    categorySlug: 'khoa-hoc-cong-nghe',
    title: 'Ứng dụng cảm biến thông minh giám sát môi trường nước nuôi tôm vùng ven biển Hải Lam',
    summary:
      'Hệ thống cảm biến kết nối Internet vạn vật giúp các hộ nuôi tôm theo dõi nhiệt độ, độ mặn, oxy hòa tan theo thời gian thực, giảm tỷ lệ tôm chết và tiết kiệm khoảng 15% chi phí điện năng.',
    body:
      '<p>Trong khuôn khổ dự án khoa học và công nghệ cấp tỉnh về ứng dụng công nghệ số trong nuôi trồng thủy sản, Công ty TNHH Cảm biến Môi trường Hải Lam đã lắp đặt 60 bộ cảm biến giám sát môi trường nước tại 42 ao nuôi tôm thẻ chân trắng ở huyện Hải Lam.</p>' +
      '<p>Các bộ cảm biến đo liên tục nhiệt độ, độ pH, độ mặn và hàm lượng oxy hòa tan, truyền dữ liệu về ứng dụng trên điện thoại mỗi 5 phút. Khi chỉ số vượt ngưỡng an toàn, hệ thống tự động cảnh báo và có thể bật máy sục khí mà không cần người trực tại ao.</p>' +
      '<h2>Hiệu quả bước đầu</h2>' +
      '<ul><li>Tỷ lệ tôm nuôi sống đến khi thu hoạch tăng từ 62% lên 78%;</li><li>Chi phí điện cho máy sục khí giảm khoảng 15%;</li><li>Lượng hóa chất xử lý nước giảm gần một nửa so với trước.</li></ul>' +
      '<p>Ông Trần Văn Lực, chủ cơ sở nuôi tôm tại xã Hải Thanh, cho biết trước đây gia đình phải thức trắng đêm canh ao, nay chỉ cần theo dõi qua điện thoại. Vụ tôm đầu năm 2025, lợi nhuận của gia đình tăng thêm gần 180 triệu đồng.</p>' +
      '<p>Theo ông Võ Thanh Tùng, Phó Giám đốc Sở Khoa học và Công nghệ, sau khi dự án kết thúc vào tháng 10/2025, Sở sẽ phối hợp với ngành nông nghiệp xây dựng cơ chế hỗ trợ để nhân rộng mô hình cho khoảng 500 ha nuôi tôm trên địa bàn tỉnh.</p>',
    author: 'Trần Minh Đức',
    source: 'Báo Sông Lam',
    tags: ['nuôi tôm', 'IoT', 'nông nghiệp thông minh'],
    featured: false,
    publishedAt: '2025-06-11',
    nq57Groups: [6],
  },
  {
    slug: 'xet-duyet-9-nhiem-vu-khoa-hoc-va-cong-nghe-linh-vuc-y-duoc-cham-soc-suc-khoe',
    categorySlug: 'khoa-hoc-cong-nghe',
    title: 'Xét duyệt 9 nhiệm vụ khoa học và công nghệ lĩnh vực y dược, chăm sóc sức khỏe',
    summary:
      'Các hội đồng tư vấn đã xem xét 14 hồ sơ và đề nghị phê duyệt 9 nhiệm vụ, tập trung vào ứng dụng trí tuệ nhân tạo trong chẩn đoán hình ảnh, phát triển dược liệu và y học cổ truyền.',
    body:
      '<p>Từ ngày 28/07 đến ngày 04/08/2025, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức các phiên họp hội đồng tư vấn tuyển chọn, giao trực tiếp tổ chức, cá nhân chủ trì nhiệm vụ khoa học và công nghệ lĩnh vực y dược. Có 14 hồ sơ của 8 đơn vị được xem xét, đánh giá.</p>' +
      '<p>Trên cơ sở thẩm định tính mới, tính khả thi và khả năng ứng dụng, hội đồng đề nghị phê duyệt 9 nhiệm vụ với tổng kinh phí dự kiến 11,8 tỷ đồng, trong đó ngân sách tỉnh hỗ trợ 8,6 tỷ đồng. Một số nhiệm vụ tiêu biểu gồm:</p>' +
      '<ul><li>Ứng dụng trí tuệ nhân tạo hỗ trợ phát hiện sớm tổn thương phổi trên phim X-quang tại Bệnh viện Đa khoa tỉnh;</li><li>Xây dựng quy trình trồng và sơ chế cà gai leo đạt tiêu chuẩn GACP-WHO;</li><li>Đánh giá hiệu quả bài thuốc y học cổ truyền trong hỗ trợ điều trị thoái hóa khớp gối.</li></ul>' +
      '<p>Ông Võ Thanh Tùng, Phó Giám đốc Sở Khoa học và Công nghệ, lưu ý các đơn vị chủ trì khẩn trương hoàn thiện thuyết minh theo góp ý của hội đồng để ký hợp đồng trước ngày 15/09/2025. Các nhiệm vụ phải có cam kết rõ ràng về địa chỉ ứng dụng và phương án chuyển giao kết quả sau nghiệm thu.</p>' +
      '<p>Đây là năm đầu tiên toàn bộ quy trình xét duyệt được thực hiện trên môi trường số, từ nộp hồ sơ, phân công chuyên gia phản biện đến chấm điểm của thành viên hội đồng.</p>',
    author: 'Phòng Quản lý khoa học',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['y dược', 'xét duyệt', 'nhiệm vụ khoa học'],
    featured: false,
    publishedAt: '2025-08-06',
    nq57Groups: [3],
  },
  {
    slug: 'phong-thi-nghiem-cong-nghe-sinh-hoc-dung-chung-cua-tinh-song-lam-chinh-thuc-di',
    categorySlug: 'khoa-hoc-cong-nghe',
    title: 'Phòng thí nghiệm công nghệ sinh học dùng chung của tỉnh Sông Lam chính thức đi vào hoạt động',
    summary:
      'Với tổng vốn đầu tư 68 tỷ đồng, phòng thí nghiệm được trang bị hệ thống thiết bị hiện đại, mở cửa cho các nhà khoa học, doanh nghiệp và sinh viên cùng khai thác theo cơ chế dùng chung.',
    body:
      '<p>Sáng ngày 30/09/2025, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức lễ đưa vào hoạt động Phòng thí nghiệm công nghệ sinh học dùng chung đặt tại Trung tâm Ứng dụng tiến bộ khoa học và công nghệ. Dự án có tổng mức đầu tư 68 tỷ đồng từ ngân sách tỉnh, khởi công từ tháng 8/2024.</p>' +
      '<h2>Trang thiết bị hiện đại</h2>' +
      '<p>Phòng thí nghiệm có diện tích sàn 1.450 m², gồm 6 phân khu chức năng: nuôi cấy mô tế bào thực vật, vi sinh vật, sinh học phân tử, phân tích chất lượng nông sản, bảo quản nguồn gen và khu đào tạo. Nhiều thiết bị như máy PCR định lượng, hệ thống giải trình tự gen thế hệ mới, tủ an toàn sinh học cấp II lần đầu được trang bị tại tỉnh.</p>' +
      '<p>Điểm đặc biệt là phòng thí nghiệm vận hành theo cơ chế mở. Các trường đại học, viện nghiên cứu, doanh nghiệp và cả sinh viên đều có thể đăng ký sử dụng thiết bị qua hệ thống đặt lịch trực tuyến, chỉ chi trả chi phí vật tư tiêu hao.</p>' +
      '<blockquote>“Đây là hạ tầng nghiên cứu quan trọng để các nhà khoa học của tỉnh không còn phải gửi mẫu đi phân tích ở nơi khác, rút ngắn đáng kể thời gian nghiên cứu”, ông Hoàng Minh Khôi, Giám đốc Sở Khoa học và Công nghệ phát biểu tại buổi lễ.</blockquote>' +
      '<p>Trong năm đầu vận hành, phòng thí nghiệm đặt mục tiêu phục vụ ít nhất 20 nhiệm vụ khoa học và công nghệ, đào tạo 150 lượt kỹ thuật viên và sinh viên thực tập.</p>',
    author: 'Nguyễn Thu Trang',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['hạ tầng khoa học', 'phòng thí nghiệm', 'công nghệ sinh học'],
    featured: true,
    publishedAt: '2025-10-02',
    nq57Groups: [3],
  },
  {
    slug: 'hoi-thao-khoa-hoc-tim-giai-phap-chong-sat-lo-bo-song-bo-bien-thich-ung-bien-doi',
    categorySlug: 'khoa-hoc-cong-nghe',
    title: 'Hội thảo khoa học tìm giải pháp chống sạt lở bờ sông, bờ biển thích ứng biến đổi khí hậu',
    summary:
      'Hơn 120 nhà khoa học, chuyên gia và cán bộ quản lý đã thảo luận về ứng dụng ảnh vệ tinh, mô hình số và vật liệu mới trong cảnh báo, xử lý sạt lở tại các khu vực xung yếu của tỉnh.',
    body:
      '<p>Ngày 05/12/2025, Sở Khoa học và Công nghệ phối hợp với Trường Đại học Sông Lam tổ chức hội thảo khoa học “Giải pháp khoa học và công nghệ phòng chống sạt lở bờ sông, bờ biển tỉnh Sông Lam”. Hội thảo có sự tham gia của hơn 120 đại biểu, trong đó có chuyên gia đến từ một số viện nghiên cứu đầu ngành và tổ chức quốc tế.</p>' +
      '<p>Theo báo cáo, toàn tỉnh hiện có 37 điểm sạt lở với tổng chiều dài gần 48 km, trong đó 11 điểm được đánh giá đặc biệt nguy hiểm. Mùa mưa bão năm 2025, sạt lở đã làm mất gần 6 ha đất sản xuất ven các tuyến sông chính.</p>' +
      '<h2>Nhiều giải pháp được đề xuất</h2>' +
      '<ul><li>Sử dụng ảnh vệ tinh độ phân giải cao kết hợp trí tuệ nhân tạo để theo dõi biến động đường bờ;</li><li>Xây dựng mô hình số mô phỏng dòng chảy phục vụ cảnh báo sớm;</li><li>Ứng dụng cấu kiện bê tông đúc sẵn, vật liệu địa kỹ thuật thân thiện môi trường;</li><li>Trồng rừng ngập mặn kết hợp công trình mềm tại vùng cửa sông.</li></ul>' +
      '<p>Ông Võ Thanh Tùng, Phó Giám đốc Sở Khoa học và Công nghệ, cho biết các ý kiến tại hội thảo là cơ sở để Sở đề xuất đưa bài toán cảnh báo sạt lở vào danh mục bài toán lớn đặt hàng năm 2026, đồng thời xây dựng chương trình khoa học và công nghệ về phòng chống thiên tai giai đoạn 2026–2030 với sự tham gia của các đối tác quốc tế.</p>',
    author: 'Lê Hoàng Anh',
    source: 'Báo Sông Lam',
    tags: ['hội thảo', 'sạt lở', 'biến đổi khí hậu'],
    featured: false,
    publishedAt: '2025-12-09',
    nq57Groups: [3, 7],
  },
  {
    slug: 'tinh-song-lam-ton-vinh-20-nha-khoa-hoc-tieu-bieu-dong-gop-cho-phat-trien-dia',
    categorySlug: 'khoa-hoc-cong-nghe',
    title: 'Tỉnh Sông Lam tôn vinh 20 nhà khoa học tiêu biểu đóng góp cho phát triển địa phương',
    summary:
      'Nhân kỷ niệm Ngày Khoa học và Công nghệ Việt Nam 18/5, UBND tỉnh trao danh hiệu Nhà khoa học tiêu biểu cho 20 cá nhân có công trình được ứng dụng hiệu quả trong thực tiễn.',
    body:
      '<p>Tối ngày 18/05/2026, UBND tỉnh Sông Lam tổ chức lễ kỷ niệm Ngày Khoa học và Công nghệ Việt Nam và tôn vinh các nhà khoa học tiêu biểu năm 2026. Đây là lần đầu tiên tỉnh tổ chức tôn vinh nhà khoa học với quy mô cấp tỉnh, theo tinh thần Nghị quyết 57 về trọng dụng nhân tài.</p>' +
      '<p>20 nhà khoa học được vinh danh đến từ các trường đại học, bệnh viện, doanh nghiệp và cơ quan quản lý, trong đó có 6 nhà khoa học nữ và 5 nhà khoa học trẻ dưới 40 tuổi. Các công trình được tôn vinh đều đã ứng dụng vào thực tiễn, mang lại giá trị kinh tế ước tính hơn 350 tỷ đồng.</p>' +
      '<p>Tiêu biểu là PGS.TS Bùi Thanh Sơn, Hiệu trưởng Trường Đại học Sông Lam, với công trình chọn tạo giống lúa chịu mặn; BSCKII Nguyễn Thị Bích Ngọc, Bệnh viện Đa khoa tỉnh, với kỹ thuật can thiệp tim mạch ít xâm lấn; kỹ sư Phan Đức Anh, Công ty Cổ phần Cơ khí Lam Giang, với dây chuyền chế biến chè tự động.</p>' +
      '<blockquote>“Tỉnh cam kết tạo môi trường thuận lợi nhất để nhà khoa học yên tâm cống hiến, được tôn trọng và được hưởng lợi xứng đáng từ thành quả lao động sáng tạo của mình”, ông Lê Quang Hưng, Chủ tịch UBND tỉnh khẳng định.</blockquote>' +
      '<p>Mỗi nhà khoa học được tặng bằng khen của Chủ tịch UBND tỉnh kèm phần thưởng 30 triệu đồng.</p>',
    author: 'Văn phòng Sở',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['tôn vinh', 'nhà khoa học', 'Ngày Khoa học và Công nghệ'],
    featured: false,
    publishedAt: '2026-05-19',
    nq57Groups: [4],
  },
  {
    slug: 'chuyen-giao-giong-lua-chiu-man-sl-18-cho-ba-hop-tac-xa-vung-ven-bien-cua-tinh',
    categorySlug: 'khoa-hoc-cong-nghe',
    title: 'Chuyển giao giống lúa chịu mặn SL-18 cho ba hợp tác xã vùng ven biển của tỉnh',
    summary:
      'Giống lúa SL-18, kết quả đề tài khoa học cấp tỉnh của Trường Đại học Sông Lam, được chuyển giao để sản xuất trên 320 ha, hứa hẹn giúp nông dân vùng nhiễm mặn ổn định thu nhập.',
    body:
      '<p>Ngày 22/06/2026, Trường Đại học Sông Lam phối hợp với Sở Khoa học và Công nghệ tổ chức lễ ký kết chuyển giao giống lúa chịu mặn SL-18 cho ba hợp tác xã nông nghiệp tại các xã Hải Lam, Cửa Lam và Thạch Lam. Đây là kết quả của đề tài khoa học cấp tỉnh do PGS.TS Bùi Thanh Sơn làm chủ nhiệm, thực hiện trong giai đoạn 2022–2025.</p>' +
      '<p>Giống lúa SL-18 có thời gian sinh trưởng 105–110 ngày, chịu được độ mặn đến 4‰ ở giai đoạn mạ, năng suất trung bình đạt 6,2 tấn/ha trên đất nhiễm mặn nhẹ, cao hơn 15–18% so với các giống đang gieo trồng phổ biến. Gạo có chất lượng khá, hạt dài, cơm mềm.</p>' +
      '<h2>Cam kết đồng hành cùng nông dân</h2>' +
      '<p>Theo thỏa thuận, nhà trường chuyển giao quy trình sản xuất hạt giống và quy trình canh tác, cử cán bộ kỹ thuật hướng dẫn tại đồng ruộng trong hai vụ đầu. Các hợp tác xã sẽ tổ chức sản xuất trên diện tích 320 ha ngay trong vụ Hè Thu 2026, đồng thời liên kết với doanh nghiệp bao tiêu sản phẩm.</p>' +
      '<p>Ông Hoàng Minh Khôi, Giám đốc Sở Khoa học và Công nghệ, cho biết đây là mô hình điển hình về đưa kết quả nghiên cứu ra sản xuất. Sở sẽ tiếp tục hỗ trợ nhà trường đăng ký bảo hộ giống cây trồng mới và xây dựng thương hiệu gạo vùng ven biển.</p>',
    author: 'Trần Minh Đức',
    source: 'Báo Sông Lam',
    tags: ['chuyển giao công nghệ', 'giống lúa', 'thích ứng biến đổi khí hậu'],
    featured: false,
    publishedAt: '2026-06-24',
    nq57Groups: [6],
  },
  {
    slug: 'ho-tro-nha-khoa-hoc-tre-duoi-35-tuoi-chu-tri-nhiem-vu-khoa-hoc-va-cong-nghe-cap',
    categorySlug: 'khoa-hoc-cong-nghe',
    title: 'Hỗ trợ nhà khoa học trẻ dưới 35 tuổi chủ trì nhiệm vụ khoa học và công nghệ cấp tỉnh',
    summary:
      'Chương trình dành khoảng 10 tỷ đồng mỗi năm để các nhà khoa học trẻ được trực tiếp làm chủ nhiệm đề tài, với thủ tục đơn giản và cơ chế cố vấn từ các chuyên gia đầu ngành.',
    body:
      '<p>UBND tỉnh Sông Lam vừa phê duyệt Chương trình hỗ trợ nhà khoa học trẻ giai đoạn 2026–2030. Theo đó, mỗi năm tỉnh dành khoảng 10 tỷ đồng để tài trợ cho các nhiệm vụ khoa học và công nghệ do nhà khoa học dưới 35 tuổi làm chủ nhiệm.</p>' +
      '<h2>Điều kiện và mức hỗ trợ</h2>' +
      '<ul><li>Chủ nhiệm có trình độ thạc sĩ trở lên, đang công tác hoặc cam kết làm việc tại tỉnh tối thiểu 5 năm;</li><li>Mỗi nhiệm vụ được hỗ trợ tối đa 800 triệu đồng, thời gian thực hiện không quá 24 tháng;</li><li>Được áp dụng cơ chế khoán chi đến sản phẩm cuối cùng và có chuyên gia cố vấn đồng hành.</li></ul>' +
      '<p>Đăng ký tham gia đợt xét chọn đầu tiên mở từ ngày 15/09 đến hết ngày 31/10/2026 trên Hệ thống quản lý nhiệm vụ khoa học và công nghệ của Sở. Hồ sơ được đơn giản hóa, thuyết minh không quá 15 trang.</p>' +
      '<p>Bà Ngô Thị Mai, Trưởng phòng Quản lý khoa học, cho biết hiện toàn tỉnh có khoảng 640 cán bộ nghiên cứu trẻ nhưng chỉ 7% từng chủ trì nhiệm vụ cấp tỉnh. Chương trình kỳ vọng tạo bệ phóng để lực lượng này trưởng thành, trở thành đội ngũ kế cận của khoa học tỉnh nhà.</p>',
    author: 'Phòng Quản lý khoa học',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['nhà khoa học trẻ', 'nhân lực', 'xét chọn'],
    featured: false,
    publishedAt: '2026-09-15',
    nq57Groups: [4],
  },
  // ---------------------------------------------------------------- Đổi mới sáng tạo
  {
    slug: 'trung-tam-doi-moi-sang-tao-tinh-song-lam-khai-truong-khong-gian-lam-viec-chung',
    categorySlug: 'doi-moi-sang-tao',
    title: 'Trung tâm Đổi mới sáng tạo tỉnh Sông Lam khai trương không gian làm việc chung cho khởi nghiệp',
    summary:
      'Không gian rộng 800 m² với 120 chỗ ngồi, phòng họp và xưởng chế tạo mẫu được cung cấp miễn phí trong 12 tháng đầu cho các nhóm khởi nghiệp đổi mới sáng tạo của tỉnh.',
    body:
      '<p>Chiều ngày 05/02/2025, Trung tâm Đổi mới sáng tạo tỉnh Sông Lam khai trương không gian làm việc chung dành cho cộng đồng khởi nghiệp tại tầng 3 và tầng 4 tòa nhà Trung tâm, thành phố Lam Giang. Đây là hoạt động đầu tiên của tỉnh trong năm 2025 nhằm cụ thể hóa Nghị quyết 57 về phát triển hệ sinh thái đổi mới sáng tạo.</p>' +
      '<p>Không gian có tổng diện tích 800 m², gồm khu làm việc mở với 120 chỗ ngồi, 4 phòng họp, 1 phòng hội thảo 80 chỗ và xưởng chế tạo mẫu được trang bị máy in 3D, máy cắt laser, bộ dụng cụ điện tử. Toàn bộ khu vực được phủ sóng Internet tốc độ cao.</p>' +
      '<p>Theo ông Nguyễn Đình Long, Giám đốc Trung tâm Đổi mới sáng tạo tỉnh, các nhóm khởi nghiệp được sử dụng miễn phí chỗ ngồi và thiết bị trong 12 tháng đầu, đồng thời được tham gia các chương trình đào tạo, tư vấn và kết nối nhà đầu tư do Trung tâm tổ chức hằng tháng.</p>' +
      '<p>Ngay trong ngày khai trương, 17 nhóm khởi nghiệp đã hoàn tất thủ tục đăng ký sử dụng không gian, hoạt động trong các lĩnh vực nông nghiệp thông minh, giáo dục, du lịch và thương mại điện tử.</p>' +
      '<blockquote>“Chúng tôi mong muốn nơi đây trở thành ngôi nhà chung, nơi các ý tưởng được nuôi dưỡng, thử nghiệm và kết nối với thị trường”, ông Nguyễn Đình Long chia sẻ.</blockquote>',
    author: 'Hà Phương',
    source: 'Trung tâm Đổi mới sáng tạo tỉnh Sông Lam',
    tags: ['không gian làm việc chung', 'khởi nghiệp'],
    featured: false,
    publishedAt: '2025-02-06',
    nq57Groups: [3],
  },
  {
    slug: 'phat-dong-cuoc-thi-khoi-nghiep-doi-moi-sang-tao-song-lam-nam-2025-mo-cong-dang',
    categorySlug: 'doi-moi-sang-tao',
    title: 'Phát động Cuộc thi Khởi nghiệp đổi mới sáng tạo Sông Lam năm 2025, mở cổng đăng ký trực tuyến',
    summary:
      'Cuộc thi năm nay có tổng giá trị giải thưởng 600 triệu đồng, mở rộng cho học sinh, sinh viên, doanh nghiệp và người dân; hạn cuối nhận hồ sơ dự thi là ngày 30/06/2025.',
    body:
      '<p>Ngày 01/04/2025, Sở Khoa học và Công nghệ phối hợp với Tỉnh đoàn và Trung tâm Đổi mới sáng tạo tỉnh Sông Lam phát động Cuộc thi Khởi nghiệp đổi mới sáng tạo tỉnh Sông Lam năm 2025 với chủ đề “Ý tưởng từ quê hương – Giá trị cho cộng đồng”.</p>' +
      '<h2>Đối tượng và lĩnh vực</h2>' +
      '<p>Cuộc thi dành cho cá nhân, nhóm cá nhân từ 16 tuổi trở lên và doanh nghiệp khởi nghiệp thành lập không quá 5 năm. Dự án dự thi có thể thuộc mọi lĩnh vực, ưu tiên nông nghiệp công nghệ cao, chế biến nông sản, du lịch, giáo dục, y tế và chuyển đổi số.</p>' +
      '<h2>Cách thức tham gia</h2>' +
      '<p>Đăng ký dự thi được thực hiện hoàn toàn trực tuyến trên cổng thông tin của Trung tâm Đổi mới sáng tạo tỉnh từ ngày 01/04 đến hết ngày 30/06/2025. Ban tổ chức sẽ chọn 20 dự án vào vòng bán kết, tham gia chương trình huấn luyện chuyên sâu 6 tuần trước khi chọn 8 dự án vào chung kết.</p>' +
      '<p>Tổng giá trị giải thưởng là 600 triệu đồng, trong đó giải Nhất trị giá 150 triệu đồng. Ngoài giải thưởng, các dự án xuất sắc được ưu tiên xem xét hỗ trợ từ ngân sách khoa học và công nghệ và kết nối với các quỹ đầu tư.</p>' +
      '<p>Bà Đặng Thu Hà, Phó Giám đốc Sở Khoa học và Công nghệ, kỳ vọng cuộc thi sẽ khơi dậy tinh thần dám nghĩ, dám làm, đặc biệt trong giới trẻ, góp phần phát hiện những ý tưởng có khả năng thương mại hóa.</p>',
    author: 'Hà Phương',
    source: 'Trung tâm Đổi mới sáng tạo tỉnh Sông Lam',
    tags: ['cuộc thi khởi nghiệp', 'đăng ký dự thi'],
    featured: false,
    publishedAt: '2025-04-02',
    nq57Groups: [1, 6],
  },
  {
    slug: 'ngay-hoi-khoi-nghiep-doi-moi-sang-tao-hoc-sinh-sinh-vien-thu-hut-hon-2000-luot',
    categorySlug: 'doi-moi-sang-tao',
    title: 'Ngày hội khởi nghiệp đổi mới sáng tạo học sinh, sinh viên thu hút hơn 2.000 lượt người tham gia',
    summary:
      'Ngày hội do Trường Đại học Sông Lam phối hợp với Sở Khoa học và Công nghệ tổ chức, trưng bày 46 dự án khởi nghiệp và trao 12 giải thưởng cho các ý tưởng xuất sắc của học sinh, sinh viên.',
    body:
      '<p>Ngày 21/06/2025, tại Trường Đại học Sông Lam đã diễn ra Ngày hội khởi nghiệp đổi mới sáng tạo học sinh, sinh viên năm 2025. Sự kiện thu hút hơn 2.000 lượt học sinh, sinh viên, giảng viên, doanh nghiệp và nhà đầu tư đến tham quan, giao lưu.</p>' +
      '<p>46 gian hàng trưng bày sản phẩm, ý tưởng khởi nghiệp của học sinh các trường trung học phổ thông và sinh viên các trường đại học, cao đẳng trên địa bàn. Nhiều sản phẩm gây ấn tượng như robot hỗ trợ phân loại rác thải, ứng dụng học tiếng Anh cho học sinh vùng cao, trà túi lọc từ lá sen, gậy dẫn đường thông minh cho người khiếm thị.</p>' +
      '<h2>Trao 12 giải thưởng</h2>' +
      '<p>Ban tổ chức đã trao 12 giải thưởng cho các ý tưởng xuất sắc. Giải Nhất thuộc về dự án “Hệ thống tưới nhỏ giọt điều khiển bằng điện thoại cho vườn rau hộ gia đình” của nhóm sinh viên Khoa Kỹ thuật và Công nghệ, Trường Đại học Sông Lam.</p>' +
      '<p>Phát biểu tại ngày hội, PGS.TS Bùi Thanh Sơn, Hiệu trưởng nhà trường, cho biết từ năm học 2025–2026, trường đưa học phần khởi nghiệp và đổi mới sáng tạo vào chương trình đào tạo bắt buộc cho tất cả sinh viên. Trường cũng dành 2 tỷ đồng mỗi năm để hỗ trợ các dự án khởi nghiệp của sinh viên.</p>',
    author: 'Lê Hoàng Anh',
    source: 'Trường Đại học Sông Lam',
    tags: ['học sinh, sinh viên', 'khởi nghiệp', 'ngày hội'],
    featured: false,
    publishedAt: '2025-06-25',
    nq57Groups: [4],
  },
  {
    slug: 'chung-ket-cuoc-thi-khoi-nghiep-2025-may-say-che-nang-luong-mat-troi-gianh-giai',
    categorySlug: 'doi-moi-sang-tao',
    title: 'Chung kết Cuộc thi Khởi nghiệp 2025: máy sấy chè năng lượng mặt trời giành giải Nhất',
    summary:
      'Sau gần 5 tháng tranh tài, dự án máy sấy chè sử dụng năng lượng mặt trời của nhóm kỹ sư trẻ xã Yên Lam đã vượt qua 7 dự án khác để giành giải Nhất trị giá 150 triệu đồng.',
    body:
      '<p>Tối ngày 26/08/2025, tại Trung tâm Hội nghị tỉnh, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức đêm chung kết và trao giải Cuộc thi Khởi nghiệp đổi mới sáng tạo năm 2025. Cuộc thi năm nay nhận được 138 dự án đăng ký, tăng gần gấp đôi so với năm 2024.</p>' +
      '<h2>Dự án gắn với cây chè bản địa</h2>' +
      '<p>Giải Nhất thuộc về dự án “Máy sấy chè năng lượng mặt trời kết hợp điều khiển nhiệt độ thông minh” của nhóm tác giả do kỹ sư Lê Văn Đạt, xã Yên Lam, làm trưởng nhóm. Thiết bị giúp giảm 40% chi phí năng lượng so với sấy bằng củi, chè khô có chất lượng đồng đều, giữ được hương vị đặc trưng. Hiện đã có 12 hộ sản xuất chè trong xã đặt hàng sản phẩm.</p>' +
      '<p>Giải Nhì được trao cho dự án nền tảng kết nối du lịch cộng đồng vùng cao; hai giải Ba thuộc về dự án sản xuất bao bì sinh học từ bẹ chuối và dự án ứng dụng trí tuệ nhân tạo nhận diện sâu bệnh trên cây bưởi.</p>' +
      '<blockquote>“Các dự án năm nay đều xuất phát từ chính những vấn đề của quê hương và có tính ứng dụng cao. Đó là tinh thần đổi mới sáng tạo mà chúng ta mong muốn”, bà Trần Thị Minh Nguyệt, Phó Chủ tịch UBND tỉnh phát biểu.</blockquote>' +
      '<p>Theo chính sách hỗ trợ hệ sinh thái khởi nghiệp của tỉnh, 8 dự án vào chung kết sẽ được Trung tâm Đổi mới sáng tạo tỉnh tiếp tục ươm tạo, hỗ trợ hoàn thiện sản phẩm mẫu và kết nối nhà đầu tư trong 12 tháng tới.</p>',
    author: 'Hà Phương',
    source: 'Trung tâm Đổi mới sáng tạo tỉnh Sông Lam',
    tags: ['cuộc thi khởi nghiệp', 'chung kết', 'chè Yên Lam'],
    featured: true,
    publishedAt: '2025-08-28',
    nq57Groups: [6],
  },
  {
    slug: 'ket-noi-quy-dau-tu-voi-25-du-an-khoi-nghiep-doi-moi-sang-tao-tiem-nang-cua-tinh',
    categorySlug: 'doi-moi-sang-tao',
    title: 'Kết nối quỹ đầu tư với 25 dự án khởi nghiệp đổi mới sáng tạo tiềm năng của tỉnh',
    summary:
      'Diễn đàn kết nối đầu tư thu hút 14 quỹ đầu tư, nhà đầu tư thiên thần trong và ngoài nước; 6 dự án đã ký biên bản ghi nhớ với tổng số vốn cam kết khoảng 32 tỷ đồng.',
    body:
      '<p>Ngày 13/10/2025, Trung tâm Đổi mới sáng tạo tỉnh Sông Lam tổ chức Diễn đàn kết nối đầu tư khởi nghiệp đổi mới sáng tạo năm 2025. Diễn đàn quy tụ đại diện 14 quỹ đầu tư mạo hiểm, nhà đầu tư thiên thần, trong đó có 3 quỹ đến từ Singapore và Nhật Bản.</p>' +
      '<p>25 dự án khởi nghiệp tiêu biểu của tỉnh đã lần lượt trình bày, gọi vốn trước hội đồng nhà đầu tư. Các dự án tập trung vào nông nghiệp thông minh, công nghệ giáo dục, chế biến sâu nông sản và giải pháp phần mềm cho doanh nghiệp nhỏ.</p>' +
      '<h2>Kết quả ban đầu khả quan</h2>' +
      '<ul><li>6 dự án ký biên bản ghi nhớ đầu tư với tổng vốn cam kết khoảng 32 tỷ đồng;</li><li>11 dự án được nhà đầu tư hẹn tiếp tục thẩm định chuyên sâu;</li><li>4 dự án ký hợp đồng cung cấp sản phẩm cho doanh nghiệp lớn.</li></ul>' +
      '<p>Anh Lương Văn Toàn, nhà sáng lập Công ty TNHH Dược liệu Xanh Thượng Lam, cho biết doanh nghiệp vừa nhận cam kết đầu tư 8 tỷ đồng để mở rộng xưởng chế biến dược liệu. “Đây là cơ hội mà trước đây chúng tôi phải tự tìm kiếm rất vất vả”, anh Toàn nói.</p>' +
      '<p>Ông Nguyễn Đình Long, Giám đốc Trung tâm Đổi mới sáng tạo tỉnh, cho biết diễn đàn sẽ được tổ chức định kỳ hai lần mỗi năm, góp phần thực hiện mục tiêu hỗ trợ 120 dự án khởi nghiệp đổi mới sáng tạo đến năm 2030 theo Đề án của UBND tỉnh.</p>',
    author: 'Nguyễn Thu Trang',
    source: 'Trung tâm Đổi mới sáng tạo tỉnh Sông Lam',
    tags: ['kết nối đầu tư', 'quỹ đầu tư', 'khởi nghiệp'],
    featured: false,
    publishedAt: '2025-10-15',
    nq57Groups: [6, 7],
  },
  {
    slug: 'mang-luoi-co-van-khoi-nghiep-tinh-song-lam-ket-nap-them-18-chuyen-gia',
    categorySlug: 'doi-moi-sang-tao',
    title: 'Mạng lưới cố vấn khởi nghiệp tỉnh Sông Lam kết nạp thêm 18 chuyên gia trong và ngoài nước',
    summary:
      'Các chuyên gia mới là doanh nhân, nhà khoa học quê Sông Lam đang làm việc ở nhiều quốc gia, nâng tổng số thành viên mạng lưới lên 64 người, sẵn sàng đồng hành cùng cộng đồng khởi nghiệp.',
    body:
      '<p>Ngày 24/01/2026, Trung tâm Đổi mới sáng tạo tỉnh Sông Lam tổ chức gặp mặt đầu xuân và trao quyết định kết nạp 18 thành viên mới của Mạng lưới cố vấn khởi nghiệp đổi mới sáng tạo tỉnh. Với sự bổ sung này, mạng lưới hiện có 64 chuyên gia.</p>' +
      '<p>Trong số thành viên mới có 7 người đang sinh sống, làm việc ở nước ngoài như Nhật Bản, Hàn Quốc, Đức, Hoa Kỳ và Úc. Nhiều người là quản lý cấp cao tại các tập đoàn công nghệ, giảng viên đại học hoặc nhà sáng lập doanh nghiệp đã gọi vốn thành công.</p>' +
      '<p>TS. Đoàn Minh Quang, chuyên gia trí tuệ nhân tạo đang làm việc tại Nhật Bản, quê ở xã Vĩnh Lam, chia sẻ: “Tôi luôn muốn đóng góp cho quê hương. Mạng lưới là cầu nối để tôi chia sẻ kinh nghiệm và hỗ trợ các bạn trẻ một cách thiết thực nhất”.</p>' +
      '<h2>Cơ chế hoạt động linh hoạt</h2>' +
      '<p>Các cố vấn tham gia hướng dẫn theo hình thức trực tiếp hoặc trực tuyến, mỗi người đồng hành cùng 2–3 dự án trong 6 tháng. Trung tâm sử dụng nền tảng số để kết nối dự án với cố vấn phù hợp theo lĩnh vực, đồng thời theo dõi, đánh giá hiệu quả từng buổi làm việc.</p>' +
      '<p>Năm 2025, mạng lưới đã hỗ trợ 41 dự án, trong đó 9 dự án gọi vốn thành công.</p>',
    author: 'Hà Phương',
    source: 'Trung tâm Đổi mới sáng tạo tỉnh Sông Lam',
    tags: ['cố vấn khởi nghiệp', 'chuyên gia', 'kiều bào'],
    featured: false,
    publishedAt: '2026-01-28',
    nq57Groups: [4, 7],
  },
  {
    slug: 'khoi-dong-chuong-trinh-uom-tao-doanh-nghiep-khoi-nghiep-khoa-3-tai-truong-dai',
    categorySlug: 'doi-moi-sang-tao',
    title: 'Khởi động chương trình ươm tạo doanh nghiệp khởi nghiệp khóa 3 tại Trường Đại học Sông Lam',
    summary:
      'Khóa ươm tạo thứ ba lựa chọn 15 nhóm khởi nghiệp từ 72 hồ sơ, được hỗ trợ kinh phí, chuyên gia và phòng thí nghiệm trong 9 tháng để hoàn thiện và thương mại hóa sản phẩm.',
    body:
      '<p>Ngày 06/04/2026, Vườn ươm doanh nghiệp khởi nghiệp đổi mới sáng tạo Trường Đại học Sông Lam khai giảng chương trình ươm tạo khóa 3. Chương trình được thực hiện với sự tài trợ của Sở Khoa học và Công nghệ thông qua dự án hỗ trợ hệ sinh thái khởi nghiệp giai đoạn 2025–2027.</p>' +
      '<p>Từ 72 hồ sơ đăng ký, hội đồng tuyển chọn đã lựa chọn 15 nhóm khởi nghiệp có sản phẩm mẫu và tiềm năng thương mại hóa. Thành viên các nhóm gồm sinh viên, cựu sinh viên, giảng viên và một số kỹ sư đang làm việc tại doanh nghiệp.</p>' +
      '<h2>Nội dung ươm tạo</h2>' +
      '<ul><li>Chuỗi 24 buổi đào tạo về mô hình kinh doanh, tài chính, pháp lý, sở hữu trí tuệ và gọi vốn;</li><li>Hỗ trợ tối đa 150 triệu đồng mỗi nhóm để hoàn thiện sản phẩm;</li><li>Sử dụng miễn phí phòng thí nghiệm, xưởng thực hành của nhà trường;</li><li>Kết nối với cố vấn, doanh nghiệp đỡ đầu và nhà đầu tư.</li></ul>' +
      '<p>Sau hai khóa đầu tiên, vườn ươm đã hỗ trợ 27 dự án, trong đó 16 dự án đã thành lập doanh nghiệp, tạo việc làm cho hơn 200 lao động. Nhiều sản phẩm như chế phẩm vi sinh xử lý rơm rạ, phần mềm quản lý nhà thuốc đã có doanh thu ổn định.</p>' +
      '<p>TS. Lê Thị Phương Thảo, Giám đốc vườn ươm, cho biết khóa 3 sẽ kết thúc bằng ngày trình diễn sản phẩm vào tháng 12/2026.</p>',
    author: 'Lê Hoàng Anh',
    source: 'Trường Đại học Sông Lam',
    tags: ['ươm tạo', 'vườn ươm', 'khởi nghiệp'],
    featured: false,
    publishedAt: '2026-04-08',
    nq57Groups: [4],
  },
  {
    slug: 'techfest-song-lam-2026-trung-bay-hon-120-san-pham-giai-phap-cong-nghe-doi-moi',
    categorySlug: 'doi-moi-sang-tao',
    title: 'Techfest Sông Lam 2026 trưng bày hơn 120 sản phẩm, giải pháp công nghệ đổi mới sáng tạo',
    summary:
      'Sự kiện diễn ra trong 3 ngày tại thành phố Lam Giang với triển lãm, hội thảo chuyên đề, phiên kết nối đầu tư và cuộc thi gọi vốn, thu hút hơn 8.000 lượt khách tham quan.',
    body:
      '<p>Từ ngày 05 đến ngày 07/06/2026, Ngày hội khởi nghiệp đổi mới sáng tạo tỉnh Sông Lam – Techfest Sông Lam 2026 được tổ chức tại Quảng trường Trung tâm thành phố Lam Giang. Sự kiện do UBND tỉnh chủ trì, Sở Khoa học và Công nghệ và Trung tâm Đổi mới sáng tạo tỉnh phối hợp thực hiện.</p>' +
      '<p>Khu triển lãm gồm 96 gian hàng với hơn 120 sản phẩm, giải pháp công nghệ của doanh nghiệp khởi nghiệp, viện, trường và các đơn vị đến từ nhiều tỉnh, thành phố. Khu trình diễn thu hút đông đảo khách tham quan với thiết bị bay không người lái phun thuốc bảo vệ thực vật, robot hướng dẫn khách du lịch, hệ thống nhà màng tự động.</p>' +
      '<h2>Các hoạt động chuyên đề</h2>' +
      '<p>Trong khuôn khổ sự kiện, 5 hội thảo chuyên đề đã diễn ra với các chủ đề: trí tuệ nhân tạo cho doanh nghiệp nhỏ và vừa, kinh tế tuần hoàn trong nông nghiệp, thương mại điện tử xuyên biên giới, tài sản trí tuệ của doanh nghiệp khởi nghiệp và chuyển đổi số trong du lịch.</p>' +
      '<p>Ông Nguyễn Đình Long, Giám đốc Trung tâm Đổi mới sáng tạo tỉnh, thông tin sau 3 ngày, sự kiện đón hơn 8.000 lượt khách, 13 thỏa thuận hợp tác được ký kết giữa doanh nghiệp khởi nghiệp với các đối tác. Techfest Sông Lam sẽ được duy trì thường niên, hướng tới trở thành sự kiện đổi mới sáng tạo tiêu biểu của khu vực.</p>',
    author: 'Nguyễn Thu Trang',
    source: 'Báo Sông Lam',
    tags: ['Techfest', 'triển lãm công nghệ', 'đổi mới sáng tạo'],
    featured: false,
    publishedAt: '2026-06-10',
    nq57Groups: [6, 7],
  },
  {
    slug: 'thanh-lap-quy-ho-tro-khoi-nghiep-doi-moi-sang-tao-tinh-song-lam-von-dieu-le-50',
    categorySlug: 'doi-moi-sang-tao',
    title: 'Thành lập Quỹ hỗ trợ khởi nghiệp đổi mới sáng tạo tỉnh Sông Lam, vốn điều lệ 50 tỷ đồng',
    summary:
      'Quỹ hoạt động theo mô hình quỹ tài chính nhà nước ngoài ngân sách, được phép đầu tư vào doanh nghiệp khởi nghiệp và chấp nhận rủi ro theo đúng tinh thần Nghị quyết 57.',
    body:
      '<p>Ngày 15/08/2026, UBND tỉnh Sông Lam ban hành quyết định thành lập Quỹ hỗ trợ khởi nghiệp đổi mới sáng tạo tỉnh Sông Lam với vốn điều lệ ban đầu 50 tỷ đồng từ ngân sách tỉnh. Quỹ trực thuộc Sở Khoa học và Công nghệ, hoạt động theo mô hình quỹ tài chính nhà nước ngoài ngân sách.</p>' +
      '<h2>Ba hình thức hỗ trợ</h2>' +
      '<ol><li>Tài trợ không hoàn lại cho giai đoạn hình thành ý tưởng, làm sản phẩm mẫu, tối đa 300 triệu đồng mỗi dự án;</li><li>Đầu tư góp vốn cùng quỹ đầu tư tư nhân vào doanh nghiệp khởi nghiệp, tỷ lệ sở hữu của Quỹ không quá 30% vốn điều lệ doanh nghiệp;</li><li>Cho vay ưu đãi để thương mại hóa sản phẩm, lãi suất bằng 50% lãi suất cho vay thương mại bình quân.</li></ol>' +
      '<p>Điểm đáng chú ý là quy chế hoạt động của Quỹ cho phép chấp nhận rủi ro trong đầu tư khởi nghiệp. Hiệu quả được đánh giá trên tổng thể danh mục đầu tư thay vì từng dự án riêng lẻ; người quản lý Quỹ được miễn trách nhiệm nếu đã thực hiện đúng quy trình.</p>' +
      '<p>Ông Hoàng Minh Khôi, Giám đốc Sở Khoa học và Công nghệ, cho biết Quỹ dự kiến tiếp nhận hồ sơ đợt đầu từ tháng 10/2026 và phấn đấu đến năm 2030 huy động thêm 150 tỷ đồng từ doanh nghiệp và nhà đầu tư tư nhân.</p>',
    author: 'Phòng Kế hoạch – Tài chính',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['quỹ khởi nghiệp', 'đầu tư mạo hiểm', 'cơ chế tài chính'],
    featured: false,
    publishedAt: '2026-08-19',
    nq57Groups: [3, 2],
  },
  {
    slug: 'doanh-nghiep-khoi-nghiep-song-lam-nhan-chuyen-giao-cong-nghe-chiet-xuat-tinh-dau',
    categorySlug: 'doi-moi-sang-tao',
    title: 'Doanh nghiệp khởi nghiệp Sông Lam nhận chuyển giao công nghệ chiết xuất tinh dầu từ đối tác Nhật Bản',
    summary:
      'Hợp đồng trị giá khoảng 12 tỷ đồng giúp Công ty Cổ phần Tinh dầu Phú Lam làm chủ công nghệ chiết xuất siêu tới hạn, nâng cao giá trị vỏ bưởi và mở đường xuất khẩu.',
    body:
      '<p>Ngày 03/11/2026, tại thành phố Lam Giang, Công ty Cổ phần Tinh dầu Phú Lam – doanh nghiệp khởi nghiệp được Trung tâm Đổi mới sáng tạo tỉnh ươm tạo từ năm 2023 – đã ký hợp đồng nhận chuyển giao công nghệ chiết xuất tinh dầu bằng CO₂ siêu tới hạn từ một doanh nghiệp thiết bị của Nhật Bản. Giá trị hợp đồng khoảng 12 tỷ đồng.</p>' +
      '<p>Theo hợp đồng, đối tác cung cấp dây chuyền chiết xuất công suất 500 kg nguyên liệu mỗi ngày, chuyển giao quy trình vận hành và đào tạo 12 kỹ thuật viên. So với phương pháp chưng cất hơi nước, công nghệ mới cho hiệu suất thu hồi tinh dầu cao hơn khoảng 30%, sản phẩm không lẫn dung môi, giữ trọn hương thơm tự nhiên.</p>' +
      '<p>Bà Phạm Thị Hải Yến, Giám đốc công ty, cho biết mỗi năm vùng bưởi Phú Lam thải ra hàng nghìn tấn vỏ quả. Doanh nghiệp đặt mục tiêu thu mua 1.500 tấn vỏ bưởi mỗi năm, đạt doanh thu 45 tỷ đồng vào năm 2028, trong đó 40% từ xuất khẩu sang Nhật Bản và Hàn Quốc.</p>' +
      '<p>Thương vụ được hình thành sau phiên kết nối tại Techfest Sông Lam 2026. Dự án được hỗ trợ 30% kinh phí nhận chuyển giao công nghệ theo chính sách hỗ trợ doanh nghiệp đổi mới công nghệ của tỉnh.</p>' +
      '<blockquote>“Khởi nghiệp từ chính nguồn nguyên liệu của quê hương, chúng tôi muốn đưa sản phẩm từ bưởi Phú Lam ra thế giới”, bà Hải Yến chia sẻ.</blockquote>',
    author: 'Trần Minh Đức',
    source: 'Báo Sông Lam',
    tags: ['chuyển giao công nghệ', 'hợp tác quốc tế', 'bưởi Phú Lam'],
    featured: false,
    publishedAt: '2026-11-05',
    nq57Groups: [7],
  },
  // ---------------------------------------------------------------- Chuyển đổi số
  {
    slug: 'song-lam-dat-muc-tieu-55-ho-so-thu-tuc-hanh-chinh-xu-ly-truc-tuyen-toan-trinh',
    categorySlug: 'chuyen-doi-so',
    title: 'Sông Lam đặt mục tiêu 55% hồ sơ thủ tục hành chính xử lý trực tuyến toàn trình năm 2025',
    summary:
      'Kế hoạch chuyển đổi số năm 2025 của tỉnh đặt ra 36 chỉ tiêu cụ thể, trong đó ưu tiên dịch vụ công trực tuyến, số hóa hồ sơ và phát triển hạ tầng số đến cấp xã.',
    body:
      '<p>UBND tỉnh Sông Lam vừa ban hành Kế hoạch chuyển đổi số năm 2025 với 36 chỉ tiêu cụ thể trên ba trụ cột chính quyền số, kinh tế số và xã hội số. Mục tiêu xuyên suốt là lấy người dân, doanh nghiệp làm trung tâm, tạo chuyển biến thực chất trong cung cấp dịch vụ công.</p>' +
      '<h2>Một số chỉ tiêu chủ yếu</h2>' +
      '<ul><li>55% hồ sơ thủ tục hành chính được xử lý trực tuyến toàn trình;</li><li>100% kết quả giải quyết thủ tục hành chính được số hóa, tái sử dụng;</li><li>80% người trưởng thành có tài khoản định danh điện tử;</li><li>95% thôn, bản có mạng di động băng rộng.</li></ul>' +
      '<p>Năm 2024, tỷ lệ hồ sơ trực tuyến toàn trình của tỉnh mới đạt khoảng 35%. Nguyên nhân chính là một bộ phận người dân chưa quen thao tác, một số thủ tục còn yêu cầu bản giấy và việc kết nối dữ liệu giữa các hệ thống còn hạn chế.</p>' +
      '<p>Theo kế hoạch, Sở Thông tin và Truyền thông chủ trì rà soát, đơn giản hóa quy trình, phối hợp với Công an tỉnh khai thác Cơ sở dữ liệu quốc gia về dân cư để giảm giấy tờ người dân phải cung cấp. Các địa phương thành lập tổ hỗ trợ trực tiếp tại bộ phận một cửa, hướng dẫn người dân nộp hồ sơ trên môi trường số.</p>' +
      '<p>Kế hoạch cũng xác định năm 2025 là năm tăng tốc, tạo nền tảng để đạt mục tiêu 80% hồ sơ trực tuyến toàn trình vào năm 2027.</p>',
    author: 'Minh Châu',
    source: 'Báo Sông Lam',
    tags: ['dịch vụ công trực tuyến', 'chính quyền số', 'kế hoạch'],
    featured: false,
    publishedAt: '2025-01-16',
    nq57Groups: [5],
  },
  {
    slug: 'ra-mat-mo-hinh-xa-chuyen-doi-so-tieu-bieu-tai-xa-phu-lam-huyen-binh-lam',
    categorySlug: 'chuyen-doi-so',
    title: 'Ra mắt mô hình xã chuyển đổi số tiêu biểu tại xã Phú Lam, huyện Bình Lam',
    summary:
      'Xã Phú Lam là địa phương đầu tiên của tỉnh triển khai đồng bộ camera an ninh, truyền thanh thông minh, thanh toán không dùng tiền mặt tại chợ và ứng dụng xã số cho người dân.',
    body:
      '<p>Ngày 10/03/2025, UBND huyện Bình Lam phối hợp với Sở Khoa học và Công nghệ tổ chức lễ ra mắt mô hình xã chuyển đổi số tiêu biểu tại xã Phú Lam. Xã có hơn 2.300 hộ dân, nổi tiếng với nghề trồng bưởi và là xã nông thôn mới kiểu mẫu của tỉnh.</p>' +
      '<h2>Những tiện ích thiết thực</h2>' +
      '<ul><li>32 camera giám sát an ninh, trật tự được kết nối về trung tâm điều hành của huyện;</li><li>Hệ thống truyền thanh thông minh phủ khắp 9 thôn, phát bản tin theo lịch đặt sẵn;</li><li>100% tiểu thương tại chợ Phú Lam chấp nhận thanh toán bằng mã QR;</li><li>Ứng dụng “Xã số Sông Lam” giúp người dân tra cứu thông tin, gửi phản ánh tới chính quyền xã.</li></ul>' +
      '<p>Ông Hoàng Văn Sinh, Chủ tịch UBND xã Phú Lam, cho biết nhờ tổ công nghệ số cộng đồng hoạt động hiệu quả, tỷ lệ hồ sơ trực tuyến của xã đã đạt 76%, cao nhất huyện. Nhiều hộ trồng bưởi đã mở gian hàng trên sàn thương mại điện tử, livestream bán sản phẩm.</p>' +
      '<p>Phát biểu tại buổi lễ, ông Võ Thanh Tùng, Phó Giám đốc Sở Khoa học và Công nghệ, đề nghị huyện tổng kết kinh nghiệm để nhân rộng mô hình. Sở sẽ hỗ trợ tài liệu hướng dẫn và đội ngũ chuyên gia để ít nhất 20 xã khác trong tỉnh triển khai mô hình tương tự trong năm 2025.</p>',
    author: 'Phòng Chuyển đổi số',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['xã chuyển đổi số', 'chuyển đổi số cấp xã'],
    featured: false,
    publishedAt: '2025-03-12',
    nq57Groups: [5],
  },
  {
    slug: 'to-cong-nghe-so-cong-dong-giup-nguoi-dan-vung-cao-su-dung-dich-vu-cong-truc',
    categorySlug: 'chuyen-doi-so',
    title: 'Tổ công nghệ số cộng đồng giúp người dân vùng cao sử dụng dịch vụ công trực tuyến',
    summary:
      'Tại huyện Thượng Lam, 214 tổ công nghệ số cộng đồng đang ngày đêm “cầm tay chỉ việc”, giúp đồng bào dân tộc thiểu số làm quen với điện thoại thông minh và thủ tục trực tuyến.',
    body:
      '<p>Những ngày này, tại các bản vùng cao của huyện Thượng Lam, không khó để bắt gặp hình ảnh các thành viên tổ công nghệ số cộng đồng ngồi bên người dân, kiên nhẫn hướng dẫn từng thao tác trên điện thoại. Toàn huyện hiện có 214 tổ với hơn 1.100 thành viên, chủ yếu là cán bộ thôn, đoàn viên thanh niên và giáo viên.</p>' +
      '<p>Anh Lò Văn Thắng, tổ trưởng tổ công nghệ số cộng đồng bản Pà Lam, xã Đồng Lam, cho biết: “Nhiều bà con chưa rành tiếng phổ thông nên chúng tôi hướng dẫn bằng tiếng dân tộc, làm đi làm lại nhiều lần đến khi bà con tự làm được”.</p>' +
      '<p>Từ đầu năm 2025 đến ngày 15/05/2025, các tổ đã hỗ trợ 8.650 người dân kích hoạt tài khoản định danh điện tử, hướng dẫn nộp 3.200 hồ sơ dịch vụ công trực tuyến và mở 4.100 tài khoản thanh toán điện tử. Tỷ lệ hồ sơ trực tuyến của huyện tăng từ 21% lên 39%.</p>' +
      '<h2>Cần thêm nguồn lực hỗ trợ</h2>' +
      '<p>Tuy nhiên, hoạt động của các tổ vẫn gặp khó khăn do địa bàn rộng, sóng điện thoại chưa ổn định ở một số bản và thành viên chủ yếu làm việc kiêm nhiệm, chưa có chế độ hỗ trợ. Sở Khoa học và Công nghệ đang tham mưu UBND tỉnh ban hành chính sách hỗ trợ kinh phí hoạt động cho các tổ từ năm 2026.</p>',
    author: 'Thu Trang',
    source: 'Đài Phát thanh và Truyền hình Sông Lam',
    tags: ['tổ công nghệ số cộng đồng', 'vùng cao', 'dịch vụ công'],
    featured: false,
    publishedAt: '2025-05-21',
    nq57Groups: [1, 5],
  },
  {
    slug: 'trung-tam-giam-sat-dieu-hanh-do-thi-thong-minh-tinh-song-lam-van-hanh-giai-doan',
    categorySlug: 'chuyen-doi-so',
    title: 'Trung tâm Giám sát, điều hành đô thị thông minh tỉnh Sông Lam vận hành giai đoạn 2',
    summary:
      'Giai đoạn 2 bổ sung 11 dịch vụ đô thị thông minh như giám sát giao thông, cảnh báo ngập úng, quan trắc môi trường, giúp lãnh đạo tỉnh điều hành dựa trên dữ liệu theo thời gian thực.',
    body:
      '<p>Ngày 07/07/2025, Trung tâm Giám sát, điều hành đô thị thông minh tỉnh Sông Lam (IOC) chính thức vận hành giai đoạn 2 sau 8 tháng triển khai với tổng kinh phí 46 tỷ đồng. Trung tâm do Sở Khoa học và Công nghệ quản lý, vận hành.</p>' +
      '<p>So với giai đoạn 1 vốn chỉ tập trung vào phản ánh hiện trường và dịch vụ công, giai đoạn 2 bổ sung 11 dịch vụ đô thị thông minh mới. Hệ thống có khả năng phân tích dữ liệu từ 850 camera giao thông, 24 trạm quan trắc môi trường tự động, 16 trạm đo mưa và cảm biến mực nước tại các điểm thường xuyên ngập úng.</p>' +
      '<h2>Ứng dụng trí tuệ nhân tạo</h2>' +
      '<p>Điểm mới của giai đoạn này là ứng dụng trí tuệ nhân tạo để tự động nhận diện vi phạm giao thông, phát hiện đám cháy, tụ tập đông người bất thường và cảnh báo sớm nguy cơ ngập úng. Dữ liệu được hiển thị trực quan trên màn hình điều hành và ứng dụng di động dành cho lãnh đạo.</p>' +
      '<p>Ông Hoàng Minh Khôi, Giám đốc Sở Khoa học và Công nghệ, cho biết sau khi chính quyền địa phương hai cấp đi vào hoạt động, IOC sẽ mở rộng kết nối tới 98 xã, phường, giúp cấp xã theo dõi các chỉ số kinh tế – xã hội và phản ánh của người dân trên địa bàn mình.</p>',
    author: 'Phòng Chuyển đổi số',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['đô thị thông minh', 'IOC', 'trí tuệ nhân tạo'],
    featured: false,
    publishedAt: '2025-07-09',
    nq57Groups: [3, 5],
  },
  {
    slug: 'nong-dan-xa-yen-lam-ban-che-qua-san-thuong-mai-dien-tu-doanh-thu-tang-35',
    categorySlug: 'chuyen-doi-so',
    title: 'Nông dân xã Yên Lam bán chè qua sàn thương mại điện tử, doanh thu tăng 35%',
    summary:
      'Được hỗ trợ đào tạo kỹ năng bán hàng trực tuyến, hơn 300 hộ trồng chè ở xã Yên Lam đã đưa sản phẩm lên các sàn thương mại điện tử, mở rộng thị trường ra cả nước.',
    body:
      '<p>Chỉ sau một năm tham gia chương trình “Nông dân số” do Sở Khoa học và Công nghệ phối hợp với Hội Nông dân tỉnh triển khai, hơn 300 hộ trồng chè tại xã Yên Lam đã mở gian hàng trên các sàn thương mại điện tử và mạng xã hội. 8 tháng đầu năm 2025, doanh thu bán chè trực tuyến của xã ước đạt 14,6 tỷ đồng, tăng 35% so với cùng kỳ.</p>' +
      '<p>Chị Hà Thị Duyên, chủ cơ sở chè Duyên Yên, chia sẻ trước đây gia đình chủ yếu bán cho thương lái với giá thấp. Từ khi bán trực tuyến, giá bán tăng 20–25%, khách hàng ở khắp nơi đặt mua thường xuyên. Mỗi buổi livestream chị bán được 40–60 kg chè.</p>' +
      '<h2>Đồng bộ từ đào tạo đến giao hàng</h2>' +
      '<p>Chương trình đã tổ chức 18 lớp tập huấn về chụp ảnh sản phẩm, viết nội dung, livestream và chăm sóc khách hàng. Mỗi sản phẩm đều được gắn mã QR truy xuất nguồn gốc. Xã cũng phối hợp với doanh nghiệp bưu chính đặt điểm thu gom hàng ngay tại trụ sở hợp tác xã, giúp giảm 30% chi phí vận chuyển.</p>' +
      '<p>Theo ông Tạ Đình Phong, Trưởng phòng Chuyển đổi số, Sở Khoa học và Công nghệ, mô hình Yên Lam đang được nhân rộng tới 15 xã có sản phẩm OCOP chủ lực như bưởi, mật ong, nước mắm và dược liệu.</p>',
    author: 'Hoàng Yến',
    source: 'Báo Sông Lam',
    tags: ['thương mại điện tử', 'kinh tế số', 'OCOP'],
    featured: false,
    publishedAt: '2025-09-24',
    nq57Groups: [6],
  },
  {
    slug: 'tap-huan-ky-nang-so-va-an-toan-thong-tin-cho-hon-500-can-bo-cong-chuc-cap-xa',
    categorySlug: 'chuyen-doi-so',
    title: 'Tập huấn kỹ năng số và an toàn thông tin cho hơn 500 cán bộ, công chức cấp xã',
    summary:
      'Các lớp tập huấn trang bị kiến thức sử dụng hệ thống quản lý văn bản, chữ ký số, khai thác dữ liệu và phòng chống lừa đảo trực tuyến cho đội ngũ công chức sau sắp xếp chính quyền hai cấp.',
    body:
      '<p>Từ ngày 03 đến ngày 10/11/2025, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức 6 lớp tập huấn kỹ năng số và an toàn thông tin cho 526 cán bộ, công chức của 98 xã, phường. Đây là hoạt động nằm trong kế hoạch nâng cao năng lực số cho đội ngũ cán bộ cơ sở sau khi sắp xếp chính quyền địa phương hai cấp.</p>' +
      '<h2>Nội dung thiết thực, gắn với công việc</h2>' +
      '<ul><li>Sử dụng thành thạo hệ thống quản lý văn bản và điều hành, chữ ký số trên thiết bị di động;</li><li>Khai thác cơ sở dữ liệu dân cư, đất đai phục vụ giải quyết thủ tục hành chính;</li><li>Ứng dụng trí tuệ nhân tạo tạo sinh hỗ trợ soạn thảo văn bản, tổng hợp báo cáo;</li><li>Nhận diện và phòng chống mã độc, thư điện tử giả mạo, lừa đảo trực tuyến.</li></ul>' +
      '<p>Các lớp học được thiết kế theo hướng thực hành trên máy, mỗi học viên có tài khoản thử nghiệm riêng. Kết thúc khóa học, 97% học viên đạt yêu cầu bài kiểm tra cuối khóa.</p>' +
      '<p>Chị Nguyễn Thị Thảo, công chức văn phòng – thống kê xã Tân Phong, cho biết khối lượng công việc sau sắp xếp tăng nhiều, những kỹ năng được học giúp chị tiết kiệm đáng kể thời gian xử lý văn bản hằng ngày.</p>' +
      '<p>Ông Tạ Đình Phong, Trưởng phòng Chuyển đổi số, cho biết năm 2026, Sở sẽ triển khai nền tảng học tập trực tuyến để công chức cấp xã tự học, tự đánh giá kỹ năng số thường xuyên.</p>',
    author: 'Phòng Chuyển đổi số',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['tập huấn', 'kỹ năng số', 'an toàn thông tin'],
    featured: false,
    publishedAt: '2025-11-12',
    nq57Groups: [4, 5],
  },
  {
    slug: 'song-lam-van-hanh-nen-tang-du-lieu-dung-chung-ket-noi-27-co-so-du-lieu-chuyen',
    categorySlug: 'chuyen-doi-so',
    title: 'Sông Lam vận hành nền tảng dữ liệu dùng chung, kết nối 27 cơ sở dữ liệu chuyên ngành',
    summary:
      'Nền tảng giúp các cơ quan nhà nước chia sẻ, khai thác dữ liệu thống nhất, người dân không phải cung cấp lại giấy tờ đã có, là bước đột phá trong xây dựng chính quyền số của tỉnh.',
    body:
      '<p>Ngày 06/02/2026, UBND tỉnh Sông Lam tổ chức lễ đưa vào vận hành Nền tảng dữ liệu dùng chung của tỉnh. Đây là hạ tầng dữ liệu trung tâm, kết nối 27 cơ sở dữ liệu chuyên ngành của các sở, ngành với Cơ sở dữ liệu quốc gia về dân cư và các hệ thống thông tin của Trung ương.</p>' +
      '<h2>Thay đổi cách phục vụ người dân</h2>' +
      '<p>Nhờ nền tảng, khi người dân làm thủ tục hành chính, hệ thống tự động truy xuất thông tin đã có như hộ tịch, đất đai, bảo hiểm xã hội, giáo dục mà không yêu cầu nộp lại giấy tờ. Ước tính mỗi năm giảm khoảng 420.000 bản giấy tờ và tiết kiệm hơn 35 tỷ đồng chi phí xã hội.</p>' +
      '<p>Nền tảng còn cung cấp kho dữ liệu mở với 146 bộ dữ liệu về doanh nghiệp, du lịch, nông nghiệp, quy hoạch để doanh nghiệp và nhà nghiên cứu khai thác, phát triển ứng dụng mới.</p>' +
      '<blockquote>“Dữ liệu là tư liệu sản xuất mới. Khi dữ liệu được kết nối và chia sẻ, chính quyền sẽ phục vụ tốt hơn, doanh nghiệp sẽ có thêm cơ hội”, ông Lê Quang Hưng, Chủ tịch UBND tỉnh nhấn mạnh tại buổi lễ.</blockquote>' +
      '<h2>Bảo đảm an toàn dữ liệu</h2>' +
      '<p>Nền tảng được triển khai trên trung tâm dữ liệu của tỉnh, được giám sát an toàn thông tin 24/7 và phân quyền truy cập chặt chẽ đến từng cán bộ. Sở Khoa học và Công nghệ sẽ kết nối thêm 12 cơ sở dữ liệu trong năm 2026, ưu tiên dữ liệu địa chính đã được số hóa.</p>',
    author: 'Phòng Chuyển đổi số',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['dữ liệu', 'chính quyền số', 'nền tảng số'],
    featured: true,
    publishedAt: '2026-02-10',
    nq57Groups: [3, 5],
  },
  {
    slug: 'ung-dung-tri-tue-nhan-tao-ho-tro-tiep-nhan-tra-loi-phan-anh-kien-nghi-cua-nguoi',
    categorySlug: 'chuyen-doi-so',
    title: 'Ứng dụng trí tuệ nhân tạo hỗ trợ tiếp nhận, trả lời phản ánh, kiến nghị của người dân',
    summary:
      'Trợ lý ảo “Hỏi đáp Sông Lam” trả lời tự động hơn 2.000 câu hỏi thường gặp về thủ tục hành chính và phân loại phản ánh với độ chính xác 91%, rút ngắn đáng kể thời gian xử lý.',
    body:
      '<p>Sau 3 tháng thử nghiệm, từ ngày 20/04/2026, trợ lý ảo “Hỏi đáp Sông Lam” ứng dụng trí tuệ nhân tạo chính thức được tích hợp trên Cổng dịch vụ công và ứng dụng công dân số của tỉnh. Sản phẩm do Sở Khoa học và Công nghệ đặt hàng Công ty Cổ phần Phần mềm Sông Lam Số, một doanh nghiệp công nghệ của tỉnh, phát triển.</p>' +
      '<h2>Hiểu cả cách nói địa phương</h2>' +
      '<p>Trợ lý ảo được huấn luyện trên dữ liệu của gần 1.900 thủ tục hành chính và 56.000 phản ánh, kiến nghị đã được xử lý từ năm 2021. Hệ thống có thể hiểu câu hỏi viết bằng ngôn ngữ tự nhiên, kể cả cách diễn đạt mang đặc trưng phương ngữ địa phương.</p>' +
      '<p>Khi người dân gửi phản ánh, trí tuệ nhân tạo tự động phân loại nội dung, xác định địa điểm và chuyển tới cơ quan có thẩm quyền với độ chính xác 91%. Thời gian từ lúc tiếp nhận đến khi chuyển xử lý giảm từ trung bình 2 ngày xuống dưới 1 giờ.</p>' +
      '<p>Trong thời gian thử nghiệm, trợ lý ảo đã trả lời hơn 38.000 lượt hỏi đáp, tỷ lệ người dùng hài lòng đạt 87%.</p>' +
      '<p>Ông Võ Thanh Tùng, Phó Giám đốc Sở Khoa học và Công nghệ, cho biết toàn bộ dữ liệu được lưu trữ tại trung tâm dữ liệu của tỉnh, bảo đảm an toàn, bảo mật. Những câu hỏi phức tạp vẫn được chuyển cho cán bộ chuyên môn trả lời trực tiếp; trí tuệ nhân tạo chỉ đóng vai trò hỗ trợ.</p>',
    author: 'Trần Minh Đức',
    source: 'Báo Sông Lam',
    tags: ['trí tuệ nhân tạo', 'trợ lý ảo', 'phản ánh kiến nghị'],
    featured: false,
    publishedAt: '2026-04-22',
    nq57Groups: [5],
  },
  {
    slug: 'phu-song-5g-toi-100-trung-tam-xa-phuong-va-cac-khu-cong-nghiep-tren-dia-ban-tinh',
    categorySlug: 'chuyen-doi-so',
    title: 'Phủ sóng 5G tới 100% trung tâm xã, phường và các khu công nghiệp trên địa bàn tỉnh',
    summary:
      'Sau 18 tháng triển khai, các doanh nghiệp viễn thông đã lắp đặt 1.260 trạm phát sóng 5G, đưa Sông Lam vào nhóm địa phương có hạ tầng mạng di động thế hệ mới phát triển nhanh.',
    body:
      '<p>Theo báo cáo của Sở Khoa học và Công nghệ tỉnh Sông Lam, đến ngày 30/06/2026, các doanh nghiệp viễn thông đã lắp đặt và đưa vào khai thác 1.260 trạm phát sóng 5G trên địa bàn tỉnh. Sóng 5G đã phủ tới 100% trung tâm xã, phường, 6 khu công nghiệp, 14 cụm công nghiệp, các bệnh viện, trường đại học và khu du lịch trọng điểm.</p>' +
      '<p>Tốc độ tải xuống trung bình trên mạng 5G đạt 285 Mbps, gấp khoảng 5 lần mạng 4G. Toàn tỉnh đã có hơn 410.000 thuê bao sử dụng dịch vụ 5G, chiếm 28% tổng số thuê bao di động băng rộng.</p>' +
      '<h2>Nền tảng cho sản xuất thông minh</h2>' +
      '<p>Hạ tầng 5G đang mở ra nhiều ứng dụng mới. Tại Khu công nghiệp Nam Lam Giang, 3 nhà máy đã thử nghiệm mạng 5G riêng phục vụ robot tự hành và giám sát dây chuyền bằng camera phân tích hình ảnh. Bệnh viện Đa khoa tỉnh ứng dụng 5G trong hội chẩn từ xa với các trạm y tế xã.</p>' +
      '<p>Để đạt kết quả này, tỉnh đã đơn giản hóa thủ tục cấp phép xây dựng trạm thu phát sóng, cho phép sử dụng vị trí tại trụ sở cơ quan nhà nước, trường học để lắp đặt thiết bị. Ông Tạ Đình Phong, Trưởng phòng Chuyển đổi số, cho biết mục tiêu đến cuối năm 2027 là phủ sóng 5G đến 100% thôn, bản.</p>',
    author: 'Phòng Chuyển đổi số',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['5G', 'hạ tầng số', 'viễn thông'],
    featured: false,
    publishedAt: '2026-07-14',
    nq57Groups: [3],
  },
  {
    slug: 'chi-so-chuyen-doi-so-nam-2025-cua-tinh-song-lam-tang-manh-o-ca-ba-tru-cot',
    categorySlug: 'chuyen-doi-so',
    title: 'Chỉ số chuyển đổi số năm 2025 của tỉnh Sông Lam tăng mạnh ở cả ba trụ cột',
    summary:
      'Kết quả đánh giá mức độ chuyển đổi số năm 2025 cho thấy điểm tổng hợp của tỉnh tăng 18% so với năm 2024; trụ cột chính quyền số có mức tăng ấn tượng nhất với 26%.',
    body:
      '<p>Ngày 05/10/2026, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức hội nghị thông tin kết quả đánh giá chỉ số chuyển đổi số năm 2025 của tỉnh. Theo đó, điểm tổng hợp của tỉnh đạt 0,6842, tăng 18% so với năm 2024, xếp thứ 14/34 tỉnh, thành phố.</p>' +
      '<h2>Kết quả theo từng trụ cột</h2>' +
      '<ul><li>Chính quyền số: tăng 26%, nhờ tỷ lệ hồ sơ trực tuyến toàn trình tăng từ khoảng 35% lên 53,2% và việc chuẩn bị hạ tầng dữ liệu dùng chung;</li><li>Kinh tế số: tăng 14%, tỷ trọng kinh tế số trong GRDP ước đạt 11,6%;</li><li>Xã hội số: tăng 12%, 82,6% người trưởng thành có tài khoản định danh điện tử.</li></ul>' +
      '<p>Bên cạnh đó, một số chỉ số thành phần vẫn còn thấp như tỷ lệ doanh nghiệp nhỏ và vừa sử dụng nền tảng số trong quản trị, nhân lực công nghệ thông tin chuyên trách tại cấp xã và mức độ khai thác dữ liệu mở.</p>' +
      '<p>Bà Đặng Thu Hà, Phó Giám đốc Sở Khoa học và Công nghệ, cho biết Sở sẽ phân tích chi tiết từng chỉ số thành phần, gửi các sở, ngành, địa phương để có giải pháp khắc phục điểm yếu. Tỉnh đặt mục tiêu vào nhóm 10 địa phương dẫn đầu cả nước về chuyển đổi số vào năm 2028.</p>',
    author: 'Phòng Chuyển đổi số',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['chỉ số chuyển đổi số', 'đánh giá', 'chính quyền số'],
    featured: false,
    publishedAt: '2026-10-07',
    nq57Groups: [5],
  },
  // ---------------------------------------------------------------- Sở hữu trí tuệ
  {
    slug: 'huong-dan-hop-tac-xa-doanh-nghiep-dang-ky-bao-ho-nhan-hieu-cho-san-pham-ocop',
    categorySlug: 'so-huu-tri-tue',
    title: 'Hướng dẫn hợp tác xã, doanh nghiệp đăng ký bảo hộ nhãn hiệu cho sản phẩm OCOP',
    summary:
      'Hơn 150 đại diện chủ thể OCOP được hướng dẫn quy trình tra cứu, nộp đơn trực tuyến và những lưu ý để tránh bị từ chối bảo hộ nhãn hiệu; Sở hỗ trợ toàn bộ chi phí cho đơn đầu tiên.',
    body:
      '<p>Ngày 21/02/2025, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức hội nghị hướng dẫn đăng ký bảo hộ nhãn hiệu cho các chủ thể sản phẩm OCOP. Hơn 150 đại diện hợp tác xã, doanh nghiệp nhỏ, hộ kinh doanh đã tham dự.</p>' +
      '<p>Theo thống kê, toàn tỉnh có 186 sản phẩm OCOP đạt từ 3 sao trở lên nhưng mới có 97 sản phẩm được bảo hộ nhãn hiệu. Nhiều chủ thể chỉ quan tâm đến bao bì, nhãn mác mà chưa nhận thức được rủi ro khi thương hiệu bị người khác đăng ký trước.</p>' +
      '<h2>Những lưu ý quan trọng</h2>' +
      '<ol><li>Tra cứu nhãn hiệu trước khi nộp đơn để tránh trùng hoặc tương tự với nhãn hiệu đã được bảo hộ;</li><li>Không sử dụng đơn thuần tên địa danh, tên gọi thông thường của sản phẩm làm nhãn hiệu;</li><li>Ưu tiên nộp đơn trực tuyến qua hệ thống dịch vụ công của Cục Sở hữu trí tuệ để rút ngắn thời gian và dễ dàng theo dõi tình trạng đơn.</li></ol>' +
      '<p>Bà Lý Thu Hằng, Trưởng phòng Quản lý chuyên ngành, Sở Khoa học và Công nghệ, thông tin: năm 2025, Sở hỗ trợ 100% chi phí tư vấn và lệ phí nộp đơn đăng ký nhãn hiệu lần đầu cho các chủ thể OCOP, tối đa 10 triệu đồng mỗi nhãn hiệu. Đăng ký nhận hỗ trợ được thực hiện trực tuyến, các chủ thể có thể liên hệ Phòng Quản lý chuyên ngành để được hướng dẫn hoàn thiện hồ sơ.</p>',
    author: 'Phòng Quản lý chuyên ngành',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['nhãn hiệu', 'OCOP', 'đăng ký bảo hộ'],
    featured: false,
    publishedAt: '2025-02-25',
    nq57Groups: [6],
  },
  {
    slug: 'chi-dan-dia-ly-phu-lam-cho-san-pham-buoi-chinh-thuc-duoc-cap-van-bang-bao-ho',
    categorySlug: 'so-huu-tri-tue',
    title: 'Chỉ dẫn địa lý “Phú Lam” cho sản phẩm bưởi chính thức được cấp văn bằng bảo hộ',
    summary:
      'Đây là chỉ dẫn địa lý thứ hai của tỉnh Sông Lam, khẳng định chất lượng đặc thù của bưởi Phú Lam và mở ra cơ hội nâng cao giá trị, mở rộng thị trường cho hơn 1.200 hộ trồng bưởi.',
    body:
      '<p>Ngày 22/04/2025, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức công bố quyết định của Cục Sở hữu trí tuệ về việc cấp Giấy chứng nhận đăng ký chỉ dẫn địa lý “Phú Lam” cho sản phẩm bưởi quả. Đây là chỉ dẫn địa lý thứ hai của tỉnh, sau chỉ dẫn địa lý cho sản phẩm nước mắm Cửa Lam được bảo hộ năm 2019.</p>' +
      '<p>Khu vực địa lý được bảo hộ gồm 7 xã thuộc huyện Bình Lam, với tổng diện tích trồng bưởi khoảng 860 ha và hơn 1.200 hộ tham gia sản xuất. Bưởi Phú Lam có dạng quả hình lê, vỏ mỏng, tép màu vàng nhạt, vị ngọt thanh, hơi the, ít hạt. Những đặc tính này gắn liền với điều kiện đất phù sa cổ ven sông và khí hậu đặc thù của vùng.</p>' +
      '<h2>Quản lý chặt chẽ sau bảo hộ</h2>' +
      '<p>Theo quy định, chỉ những tổ chức, cá nhân sản xuất bưởi trong khu vực địa lý, tuân thủ quy trình canh tác và được cấp quyền sử dụng mới được gắn chỉ dẫn địa lý lên sản phẩm. Sở Khoa học và Công nghệ sẽ xây dựng hệ thống tem điện tử và phần mềm quản lý để kiểm soát chặt chẽ việc sử dụng.</p>' +
      '<p>Ông Nguyễn Văn Thuận, Giám đốc Hợp tác xã Bưởi Phú Lam, vui mừng cho biết giá bưởi mang chỉ dẫn địa lý dự kiến tăng 15–20%, giúp bà con yên tâm đầu tư chăm sóc theo hướng hữu cơ.</p>',
    author: 'Hoàng Yến',
    source: 'Báo Sông Lam',
    tags: ['chỉ dẫn địa lý', 'bưởi Phú Lam', 'đặc sản'],
    featured: false,
    publishedAt: '2025-04-24',
    nq57Groups: [6],
  },
  {
    slug: 'hoi-thao-nang-cao-nhan-thuc-ve-so-huu-tri-tue-trong-truong-dai-hoc-va-to-chuc',
    categorySlug: 'so-huu-tri-tue',
    title: 'Hội thảo nâng cao nhận thức về sở hữu trí tuệ trong trường đại học và tổ chức nghiên cứu',
    summary:
      'Hội thảo chỉ ra nghịch lý: mỗi năm tỉnh có hàng chục công trình nghiên cứu được nghiệm thu nhưng rất ít kết quả được đăng ký bảo hộ, gây khó khăn cho việc thương mại hóa.',
    body:
      '<p>Ngày 16/06/2025, Sở Khoa học và Công nghệ phối hợp với Trường Đại học Sông Lam tổ chức hội thảo “Quản trị tài sản trí tuệ trong trường đại học và tổ chức khoa học và công nghệ”. Tham dự có hơn 200 giảng viên, nhà khoa học, cán bộ quản lý của các trường, viện và bệnh viện trên địa bàn.</p>' +
      '<p>Theo báo cáo tại hội thảo, giai đoạn 2020–2024, các tổ chức khoa học và công nghệ của tỉnh đã nghiệm thu 318 đề tài, dự án nhưng chỉ nộp 21 đơn đăng ký sáng chế, giải pháp hữu ích, trong đó 9 đơn được cấp văn bằng. Nhiều kết quả nghiên cứu có giá trị đã được công bố trên tạp chí trước khi nộp đơn, làm mất tính mới và không còn khả năng bảo hộ.</p>' +
      '<h2>Cần bộ phận chuyên trách</h2>' +
      '<p>Các chuyên gia khuyến nghị mỗi trường, viện cần có quy chế quản lý tài sản trí tuệ, bộ phận chuyên trách hỗ trợ nhà khoa học đánh giá khả năng bảo hộ và cơ chế chia sẻ lợi ích rõ ràng khi thương mại hóa, trong đó tác giả được hưởng tỷ lệ thỏa đáng.</p>' +
      '<p>PGS.TS Bùi Thanh Sơn, Hiệu trưởng Trường Đại học Sông Lam, cho biết nhà trường sẽ thành lập Trung tâm Chuyển giao công nghệ và Sở hữu trí tuệ trong năm 2025, đồng thời thưởng 20 triệu đồng cho mỗi bằng độc quyền sáng chế mà giảng viên được cấp.</p>',
    author: 'Lê Hoàng Anh',
    source: 'Trường Đại học Sông Lam',
    tags: ['sở hữu trí tuệ', 'tài sản trí tuệ', 'hội thảo'],
    featured: false,
    publishedAt: '2025-06-18',
    nq57Groups: [1, 4],
  },
  {
    slug: 'ho-tro-45-san-pham-ocop-xay-dung-he-thong-truy-xuat-nguon-goc-dien-tu',
    categorySlug: 'so-huu-tri-tue',
    title: 'Hỗ trợ 45 sản phẩm OCOP xây dựng hệ thống truy xuất nguồn gốc điện tử',
    summary:
      'Mỗi sản phẩm được gắn mã QR cho phép người tiêu dùng tra cứu thông tin vùng trồng, quy trình sản xuất, chứng nhận chất lượng, góp phần bảo vệ thương hiệu và chống hàng giả.',
    body:
      '<p>Năm 2025, Sở Khoa học và Công nghệ tỉnh Sông Lam triển khai hỗ trợ 45 sản phẩm OCOP tiêu biểu xây dựng hệ thống truy xuất nguồn gốc điện tử, kết nối với Cổng thông tin truy xuất nguồn gốc sản phẩm hàng hóa quốc gia. Tổng kinh phí hỗ trợ 1,35 tỷ đồng.</p>' +
      '<p>Các sản phẩm được lựa chọn gồm bưởi Phú Lam, chè Yên Lam, nước mắm Cửa Lam, mật ong Thượng Lam, cao dược liệu và một số sản phẩm chế biến từ hải sản. Mỗi đơn vị được hỗ trợ tài khoản sử dụng ứng dụng truy xuất Lam Trace do Công ty Cổ phần Phần mềm Sông Lam Số phát triển, tem có mã QR và tập huấn cập nhật nhật ký sản xuất.</p>' +
      '<p>Khi quét mã QR trên bao bì, người tiêu dùng có thể xem thông tin về cơ sở sản xuất, vùng nguyên liệu, ngày thu hoạch, quy trình chế biến, kết quả kiểm nghiệm và các giấy chứng nhận. Mỗi tem có mã định danh riêng, chỉ sử dụng một lần, giúp phát hiện hàng giả, hàng nhái.</p>' +
      '<blockquote>“Từ khi có tem truy xuất, các siêu thị và đối tác thương mại điện tử tin tưởng hơn, đơn hàng tháng 7 tăng gần 30%”, bà Đinh Thị Thu, Giám đốc Hợp tác xã Mật ong Thượng Lam cho biết.</blockquote>' +
      '<p>Đến ngày 10/08/2025, 38/45 đơn vị đã hoàn thành triển khai. Sở Khoa học và Công nghệ đặt mục tiêu đến năm 2027, 100% sản phẩm OCOP 4 sao trở lên của tỉnh có truy xuất nguồn gốc điện tử.</p>',
    author: 'Phòng Quản lý chuyên ngành',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['truy xuất nguồn gốc', 'OCOP', 'chống hàng giả'],
    featured: false,
    publishedAt: '2025-08-13',
    nq57Groups: [6],
  },
  {
    slug: 'truong-dai-hoc-song-lam-duoc-cap-bang-doc-quyen-sang-che-thiet-bi-loc-nuoc-nhiem',
    categorySlug: 'so-huu-tri-tue',
    title: 'Trường Đại học Sông Lam được cấp bằng độc quyền sáng chế thiết bị lọc nước nhiễm mặn',
    summary:
      'Sáng chế sử dụng màng lọc kết hợp năng lượng mặt trời, cung cấp khoảng 200 lít nước sinh hoạt mỗi ngày, phù hợp với các hộ dân vùng ven biển thường xuyên thiếu nước ngọt trong mùa khô.',
    body:
      '<p>Cục Sở hữu trí tuệ vừa cấp Bằng độc quyền sáng chế cho giải pháp “Thiết bị lọc nước lợ, nước nhiễm mặn quy mô hộ gia đình sử dụng năng lượng mặt trời” của nhóm tác giả Trường Đại học Sông Lam. Đây là bằng độc quyền sáng chế thứ ba của nhà trường và là sáng chế đầu tiên trong lĩnh vực xử lý nước của tỉnh.</p>' +
      '<h2>Giải pháp cho vùng khan hiếm nước ngọt</h2>' +
      '<p>Nhóm nghiên cứu do TS. Phạm Thị Thanh Hương, Khoa Môi trường, làm chủ nhiệm đã thiết kế thiết bị gồm hệ thống tiền xử lý, màng thẩm thấu ngược và bộ điều khiển thông minh, vận hành hoàn toàn bằng tấm pin năng lượng mặt trời. Thiết bị có thể xử lý nước có độ mặn đến 5‰, cung cấp khoảng 200 lít nước đạt quy chuẩn nước sinh hoạt mỗi ngày.</p>' +
      '<p>Điểm mới được công nhận là cơ chế tự động súc rửa màng lọc theo chất lượng nước đầu vào, giúp kéo dài tuổi thọ màng gấp 1,5 lần và giảm 40% lượng nước thải so với thiết bị thông thường. Giá thành dự kiến khoảng 18 triệu đồng mỗi bộ.</p>' +
      '<p>Trước đó, 30 thiết bị đã được lắp đặt thử nghiệm tại các xã ven biển Hải Lam, Cửa Lam trong mùa khô năm 2024 và nhận được phản hồi tích cực từ người dân.</p>' +
      '<blockquote>“Bằng sáng chế là cơ sở pháp lý quan trọng để chúng tôi đàm phán chuyển giao cho doanh nghiệp sản xuất hàng loạt”, TS. Phạm Thị Thanh Hương chia sẻ.</blockquote>' +
      '<p>Sở Khoa học và Công nghệ đã hỗ trợ toàn bộ chi phí nộp đơn và đang kết nối nhóm tác giả với 2 doanh nghiệp quan tâm nhận chuyển giao.</p>',
    author: 'Nguyễn Thu Trang',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['sáng chế', 'nước sạch', 'Trường Đại học Sông Lam'],
    featured: true,
    publishedAt: '2025-10-22',
    nq57Groups: [4, 6],
  },
  {
    slug: 'kiem-tra-xu-ly-vi-pham-so-huu-tri-tue-doi-voi-chi-dan-dia-ly-nuoc-mam-cua-lam',
    categorySlug: 'so-huu-tri-tue',
    title: 'Kiểm tra, xử lý vi phạm sở hữu trí tuệ đối với chỉ dẫn địa lý nước mắm Cửa Lam',
    summary:
      'Đoàn kiểm tra liên ngành phát hiện 4 cơ sở sử dụng trái phép chỉ dẫn địa lý “Cửa Lam” trên nhãn sản phẩm nước mắm, tạm giữ hơn 3.600 chai và xử phạt tổng cộng 92 triệu đồng.',
    body:
      '<p>Từ ngày 01 đến ngày 12/12/2025, đoàn kiểm tra liên ngành do Sở Khoa học và Công nghệ tỉnh Sông Lam chủ trì, phối hợp với Công an tỉnh và lực lượng quản lý thị trường đã tiến hành kiểm tra 27 cơ sở sản xuất, kinh doanh nước mắm trên địa bàn tỉnh.</p>' +
      '<p>Qua kiểm tra, đoàn phát hiện 4 cơ sở sử dụng cụm từ “Nước mắm Cửa Lam” trên nhãn sản phẩm dù không có quyền sử dụng chỉ dẫn địa lý, trong đó 2 cơ sở nhập nguyên liệu từ nơi khác về đóng chai. Đoàn đã tạm giữ 3.650 chai nước mắm, xử phạt vi phạm hành chính tổng số tiền 92 triệu đồng và buộc loại bỏ yếu tố vi phạm trên nhãn.</p>' +
      '<h2>Tăng cường bảo vệ thương hiệu địa phương</h2>' +
      '<p>Theo bà Lý Thu Hằng, Trưởng phòng Quản lý chuyên ngành, Sở Khoa học và Công nghệ, chỉ dẫn địa lý là tài sản chung của cộng đồng. Việc sử dụng trái phép không chỉ gây thiệt hại cho người sản xuất chân chính mà còn làm giảm uy tín của đặc sản địa phương.</p>' +
      '<p>Thời gian tới, Sở sẽ phối hợp với Hiệp hội Nước mắm Cửa Lam triển khai tem chống giả có mã định danh cho toàn bộ sản phẩm được quyền sử dụng chỉ dẫn địa lý, đồng thời tăng cường giám sát trên các sàn thương mại điện tử. Người tiêu dùng phát hiện sản phẩm nghi giả mạo có thể phản ánh qua đường dây nóng của Sở.</p>',
    author: 'Phòng Quản lý chuyên ngành',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['bảo vệ quyền', 'chỉ dẫn địa lý', 'nước mắm Cửa Lam'],
    featured: false,
    publishedAt: '2025-12-17',
    nq57Groups: [2],
  },
  {
    slug: 'xay-dung-nhan-hieu-chung-nhan-che-yen-lam-gan-voi-phat-trien-du-lich-cong-dong',
    categorySlug: 'so-huu-tri-tue',
    title: 'Xây dựng nhãn hiệu chứng nhận “Chè Yên Lam” gắn với phát triển du lịch cộng đồng',
    summary:
      'Dự án được triển khai trong 24 tháng, hướng tới bảo hộ, quản lý và phát triển nhãn hiệu chứng nhận cho sản phẩm chè của 5 xã, đồng thời khai thác du lịch trải nghiệm vùng chè.',
    body:
      '<p>Ngày 02/03/2026, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức khởi động dự án “Tạo lập, quản lý và phát triển nhãn hiệu chứng nhận Chè Yên Lam cho sản phẩm chè của tỉnh Sông Lam”. Dự án có tổng kinh phí 1,8 tỷ đồng, thời gian thực hiện 24 tháng.</p>' +
      '<p>Vùng chè Yên Lam có diện tích khoảng 1.450 ha, trải dài trên 5 xã, với gần 4.000 hộ tham gia trồng và chế biến. Chè xanh Yên Lam nổi tiếng với nước xanh, vị chát dịu, hậu ngọt. Tuy nhiên, đến nay sản phẩm chưa có thương hiệu chung, mỗi cơ sở tự đặt tên, khó cạnh tranh trên thị trường.</p>' +
      '<h2>Mục tiêu của dự án</h2>' +
      '<ul><li>Xây dựng bộ tiêu chí chất lượng, quy trình chứng nhận và được cấp văn bằng bảo hộ nhãn hiệu chứng nhận;</li><li>Xây dựng hệ thống tem nhãn, công cụ truy xuất và phần mềm quản lý nhãn hiệu;</li><li>Phát triển 3 điểm du lịch trải nghiệm vùng chè gắn với câu chuyện thương hiệu.</li></ul>' +
      '<p>Ông Võ Thanh Tùng, Phó Giám đốc Sở Khoa học và Công nghệ, nhấn mạnh việc kết hợp nhãn hiệu chứng nhận với du lịch cộng đồng sẽ giúp tăng giá trị sản phẩm. Du khách có thể tự tay hái chè, sao chè, thưởng trà và mua sản phẩm chính gốc ngay tại vườn.</p>' +
      '<p>Dự kiến đến cuối năm 2027, ít nhất 50 cơ sở được cấp quyền sử dụng nhãn hiệu chứng nhận.</p>',
    author: 'Hoàng Yến',
    source: 'Báo Sông Lam',
    tags: ['nhãn hiệu chứng nhận', 'chè Yên Lam', 'du lịch cộng đồng'],
    featured: false,
    publishedAt: '2026-03-04',
    nq57Groups: [6],
  },
  {
    slug: 'tap-huan-khai-thac-thong-tin-sang-che-phuc-vu-doi-moi-cong-nghe-trong-doanh',
    categorySlug: 'so-huu-tri-tue',
    title: 'Tập huấn khai thác thông tin sáng chế phục vụ đổi mới công nghệ trong doanh nghiệp',
    summary:
      'Hơn 80 cán bộ kỹ thuật của doanh nghiệp, viện, trường được hướng dẫn tra cứu cơ sở dữ liệu sáng chế trong nước và quốc tế để tìm kiếm giải pháp kỹ thuật, tránh nghiên cứu trùng lặp.',
    body:
      '<p>Trong hai ngày 25 và 26/05/2026, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức lớp tập huấn “Khai thác thông tin sáng chế phục vụ nghiên cứu và đổi mới công nghệ”. Hơn 80 học viên là cán bộ kỹ thuật của doanh nghiệp, giảng viên và nhà nghiên cứu đã tham gia.</p>' +
      '<p>Theo các giảng viên, tư liệu sáng chế chứa đựng phần lớn tri thức kỹ thuật của nhân loại, nhiều thông tin không được công bố ở nơi nào khác. Đặc biệt, nhiều sáng chế đã hết thời hạn bảo hộ hoặc không được bảo hộ tại Việt Nam, doanh nghiệp có thể tự do khai thác, áp dụng.</p>' +
      '<h2>Thực hành trên dữ liệu thật</h2>' +
      '<p>Học viên được hướng dẫn sử dụng các cơ sở dữ liệu sáng chế trực tuyến miễn phí, cách xây dựng chiến lược tra cứu theo từ khóa và bảng phân loại sáng chế quốc tế, đọc hiểu bản mô tả và yêu cầu bảo hộ. Mỗi nhóm thực hành tra cứu giải pháp cho một bài toán cụ thể của chính đơn vị mình.</p>' +
      '<p>Anh Trần Quốc Việt, kỹ sư Công ty Cổ phần Cơ khí Lam Giang, cho biết chỉ trong buổi thực hành, nhóm anh đã tìm được 6 sáng chế liên quan đến thiết bị vò chè, là gợi ý quý để cải tiến dây chuyền đang sản xuất.</p>' +
      '<p>Bà Lý Thu Hằng, Trưởng phòng Quản lý chuyên ngành, cho biết Sở sẽ cung cấp miễn phí dịch vụ tra cứu và lập báo cáo tổng quan sáng chế theo chủ đề cho các doanh nghiệp có nhu cầu đổi mới công nghệ.</p>',
    author: 'Phòng Quản lý chuyên ngành',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['thông tin sáng chế', 'tập huấn', 'đổi mới công nghệ'],
    featured: false,
    publishedAt: '2026-05-27',
    nq57Groups: [4, 6],
  },
  {
    slug: 'hon-mot-nam-thuc-hien-ke-hoach-phat-trien-tai-san-tri-tue-so-don-dang-ky-tang',
    categorySlug: 'so-huu-tri-tue',
    title: 'Hơn một năm thực hiện Kế hoạch phát triển tài sản trí tuệ, số đơn đăng ký tăng mạnh',
    summary:
      'Từ đầu năm 2025 đến hết tháng 6/2026, tổ chức, cá nhân trong tỉnh đã nộp 336 đơn đăng ký sở hữu công nghiệp, trong đó số đơn sáng chế, giải pháp hữu ích vượt tổng số của cả giai đoạn 2020–2024.',
    body:
      '<p>Ngày 31/07/2026, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức hội nghị đánh giá kết quả hơn một năm thực hiện Kế hoạch số 142/KH-UBND ngày 02/06/2025 của UBND tỉnh về phát triển tài sản trí tuệ giai đoạn 2025–2030.</p>' +
      '<h2>Số lượng và chất lượng đơn cùng tăng</h2>' +
      '<ul><li>Từ đầu năm 2025 đến ngày 30/06/2026, toàn tỉnh có 336 đơn đăng ký sở hữu công nghiệp, gần bằng tổng số đơn của cả 5 năm trước đó;</li><li>27 đơn đăng ký sáng chế, giải pháp hữu ích, vượt tổng số của cả giai đoạn 2020–2024;</li><li>Chỉ dẫn địa lý “Phú Lam” cho sản phẩm bưởi được bảo hộ, dự án nhãn hiệu chứng nhận “Chè Yên Lam” đang được triển khai;</li><li>124 chủ thể OCOP được hỗ trợ kinh phí đăng ký nhãn hiệu theo chính sách của tỉnh.</li></ul>' +
      '<p>Theo bà Lý Thu Hằng, Trưởng phòng Quản lý chuyên ngành, tỷ lệ đơn do doanh nghiệp nộp đã tăng lên 58%. Trường Đại học Sông Lam sau khi thành lập Trung tâm Chuyển giao công nghệ và Sở hữu trí tuệ đã nộp 9 đơn sáng chế.</p>' +
      '<p>Tuy vậy, hoạt động khai thác, thương mại hóa tài sản trí tuệ còn hạn chế; nhiều doanh nghiệp chưa có chiến lược quản trị tài sản trí tuệ; hành vi xâm phạm chỉ dẫn địa lý vẫn còn xảy ra.</p>' +
      '<p>Kết luận hội nghị, ông Hoàng Minh Khôi, Giám đốc Sở Khoa học và Công nghệ, yêu cầu thời gian tới chú trọng khâu sau bảo hộ: hỗ trợ định giá tài sản trí tuệ để doanh nghiệp góp vốn, thế chấp vay vốn ngân hàng và tổ chức Ngày hội sáng chế lần thứ nhất vào tháng 11/2026.</p>',
    author: 'Phòng Quản lý chuyên ngành',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['tài sản trí tuệ', 'sơ kết', 'sở hữu công nghiệp'],
    featured: false,
    publishedAt: '2026-08-05',
    nq57Groups: [2, 6],
  },
  {
    slug: 'ngay-hoi-sang-che-lan-thu-nhat-ton-vinh-36-giai-phap-ky-thuat-co-gia-tri-ung',
    categorySlug: 'so-huu-tri-tue',
    title: 'Ngày hội sáng chế lần thứ nhất tôn vinh 36 giải pháp kỹ thuật có giá trị ứng dụng cao',
    summary:
      'Ngày hội sáng chế tỉnh Sông Lam quy tụ nhà khoa học, kỹ sư và nông dân sáng tạo, trưng bày 36 giải pháp đã được bảo hộ hoặc đang chờ cấp văn bằng, nhiều giải pháp đã có hợp đồng chuyển giao.',
    body:
      '<p>Ngày 09/11/2026, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức Ngày hội sáng chế và giải pháp hữu ích lần thứ nhất. Sự kiện trưng bày 36 giải pháp kỹ thuật của các trường đại học, doanh nghiệp và cá nhân, trong đó 19 giải pháp đã được cấp văn bằng bảo hộ, 17 giải pháp đang trong quá trình thẩm định.</p>' +
      '<p>Bên cạnh các sáng chế của nhà khoa học như thiết bị lọc nước nhiễm mặn, chế phẩm vi sinh xử lý phụ phẩm nông nghiệp, ngày hội còn giới thiệu nhiều sáng kiến của nông dân. Tiêu biểu là máy tách hạt ngô liên hoàn của ông Trương Văn Hòa, xã An Lam, có năng suất gấp 8 lần tách thủ công, đã bán được hơn 200 chiếc.</p>' +
      '<h2>Kết nối sáng chế với thị trường</h2>' +
      '<p>Tại phiên kết nối, 7 hợp đồng chuyển giao, li-xăng sáng chế được ký kết với tổng giá trị 9,6 tỷ đồng. Các doanh nghiệp cũng đặt hàng nhà khoa học giải quyết 12 bài toán kỹ thuật cụ thể trong sản xuất.</p>' +
      '<blockquote>“Sáng chế chỉ thực sự có giá trị khi đi vào cuộc sống. Ngày hội là nơi để người sáng tạo và người sử dụng gặp nhau”, bà Đặng Thu Hà, Phó Giám đốc Sở Khoa học và Công nghệ phát biểu.</blockquote>' +
      '<p>Dịp này, Sở trao giấy khen cho 10 tác giả có sáng chế được thương mại hóa thành công. Ngày hội sẽ được tổ chức định kỳ hai năm một lần.</p>',
    author: 'Nguyễn Thu Trang',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['sáng chế', 'ngày hội', 'chuyển giao'],
    featured: false,
    publishedAt: '2026-11-11',
    nq57Groups: [1, 6],
  },
  // ---------------------------------------------------------------- Hoạt động của Sở
  {
    slug: 'so-khoa-hoc-va-cong-nghe-tinh-song-lam-trien-khai-nhiem-vu-trong-tam-nam-2025',
    categorySlug: 'hoat-dong-so',
    title: 'Sở Khoa học và Công nghệ tỉnh Sông Lam triển khai nhiệm vụ trọng tâm năm 2025',
    summary:
      'Năm 2025, Sở xác định 8 nhóm nhiệm vụ trọng tâm, lấy việc tham mưu triển khai Nghị quyết 57 làm nhiệm vụ xuyên suốt, đồng thời chuẩn bị tốt các điều kiện cho việc hợp nhất với Sở Thông tin và Truyền thông.',
    body:
      '<p>Ngày 24/01/2025, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức hội nghị cán bộ, công chức, viên chức và triển khai nhiệm vụ năm 2025. Dự hội nghị có bà Trần Thị Minh Nguyệt, Phó Chủ tịch UBND tỉnh.</p>' +
      '<p>Năm 2024, Sở đã tham mưu UBND tỉnh quản lý 64 nhiệm vụ khoa học và công nghệ, nghiệm thu 21 nhiệm vụ, trong đó 85% kết quả được ứng dụng vào thực tiễn. Toàn tỉnh có thêm 12 doanh nghiệp khởi nghiệp đổi mới sáng tạo và 3 doanh nghiệp được công nhận doanh nghiệp khoa học và công nghệ.</p>' +
      '<h2>Một số nhiệm vụ trọng tâm năm 2025</h2>' +
      '<ol><li>Tham mưu xây dựng và tổ chức thực hiện kế hoạch của tỉnh về Nghị quyết 57;</li><li>Đổi mới cơ chế quản lý nhiệm vụ khoa học và công nghệ theo hướng đặt hàng, lấy kết quả đầu ra làm thước đo;</li><li>Phát triển hệ sinh thái khởi nghiệp đổi mới sáng tạo;</li><li>Đẩy mạnh hoạt động sở hữu trí tuệ, tiêu chuẩn, đo lường, chất lượng;</li><li>Hoàn thành hợp nhất tổ chức bộ máy, bảo đảm hoạt động thông suốt.</li></ol>' +
      '<p>Phát biểu chỉ đạo, bà Trần Thị Minh Nguyệt đề nghị Sở phát huy vai trò cơ quan tham mưu chủ lực về Nghị quyết 57, chủ động đề xuất các cơ chế, chính sách đột phá, không chờ đợi hướng dẫn. Ông Hoàng Minh Khôi, Giám đốc Sở, tiếp thu ý kiến chỉ đạo và khẳng định tập thể Sở quyết tâm hoàn thành xuất sắc nhiệm vụ năm 2025.</p>',
    author: 'Văn phòng Sở',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['hội nghị', 'kế hoạch năm 2025'],
    featured: false,
    publishedAt: '2025-01-28',
    nq57Groups: [1],
  },
  {
    slug: 'cong-bo-quyet-dinh-hop-nhat-so-khoa-hoc-va-cong-nghe-voi-so-thong-tin-va-truyen',
    categorySlug: 'hoat-dong-so',
    title: 'Công bố quyết định hợp nhất Sở Khoa học và Công nghệ với Sở Thông tin và Truyền thông',
    summary:
      'Sở Khoa học và Công nghệ tỉnh Sông Lam sau hợp nhất có 11 phòng, đơn vị với 186 cán bộ, công chức, viên chức và người lao động, chính thức hoạt động từ ngày 01/03/2025.',
    body:
      '<p>Sáng ngày 28/02/2025, UBND tỉnh Sông Lam tổ chức hội nghị công bố quyết định hợp nhất Sở Khoa học và Công nghệ và Sở Thông tin và Truyền thông thành Sở Khoa học và Công nghệ tỉnh Sông Lam. Sở mới chính thức đi vào hoạt động từ ngày 01/03/2025.</p>' +
      '<p>Theo quyết định, Sở Khoa học và Công nghệ là cơ quan chuyên môn thuộc UBND tỉnh, tham mưu quản lý nhà nước về khoa học, công nghệ, đổi mới sáng tạo, chuyển đổi số, bưu chính, viễn thông, công nghiệp công nghệ số và giao dịch điện tử. Các nhiệm vụ về báo chí, xuất bản được chuyển sang Sở Văn hóa, Thể thao và Du lịch.</p>' +
      '<h2>Bộ máy tinh gọn</h2>' +
      '<p>Sau hợp nhất, Sở có 7 phòng chuyên môn và 4 đơn vị sự nghiệp trực thuộc, tổng số 186 cán bộ, công chức, viên chức và người lao động. Ông Hoàng Minh Khôi được bổ nhiệm giữ chức Giám đốc Sở; bà Đặng Thu Hà và ông Võ Thanh Tùng giữ chức Phó Giám đốc Sở.</p>' +
      '<p>Trao quyết định, ông Lê Quang Hưng, Chủ tịch UBND tỉnh, đề nghị tập thể lãnh đạo Sở nhanh chóng ổn định tổ chức, bố trí cán bộ đúng người, đúng việc, không để gián đoạn công việc, đặc biệt là việc giải quyết thủ tục hành chính cho người dân, doanh nghiệp.</p>' +
      '<blockquote>“Hợp nhất không phải là phép cộng cơ học mà phải tạo ra sức mạnh mới, đủ năng lực dẫn dắt các đột phá theo Nghị quyết 57”, Chủ tịch UBND tỉnh nhấn mạnh.</blockquote>',
    author: 'Văn phòng Sở',
    source: 'Cổng thông tin điện tử tỉnh Sông Lam',
    tags: ['tổ chức bộ máy', 'hợp nhất'],
    featured: false,
    publishedAt: '2025-03-01',
    nq57Groups: [2],
  },
  {
    slug: 'kiem-tra-do-luong-chat-luong-xang-dau-tai-60-cua-hang-tren-dia-ban-tinh',
    categorySlug: 'hoat-dong-so',
    title: 'Kiểm tra đo lường, chất lượng xăng dầu tại 60 cửa hàng trên địa bàn tỉnh',
    summary:
      'Đoàn kiểm tra của Sở Khoa học và Công nghệ phát hiện 5 cửa hàng vi phạm về đo lường và niêm yết thông tin, xử phạt 87 triệu đồng; không phát hiện mẫu xăng dầu kém chất lượng.',
    body:
      '<p>Từ ngày 15/04 đến ngày 10/05/2025, Sở Khoa học và Công nghệ tỉnh Sông Lam đã kiểm tra đột xuất về đo lường, chất lượng tại 60 cửa hàng bán lẻ xăng dầu trên địa bàn 9 huyện, thị xã, thành phố.</p>' +
      '<p>Đoàn kiểm tra tập trung vào việc kiểm định cột đo nhiên liệu, sai số phép đo khi bán hàng, việc niêm phong, kẹp chì và ghi nhãn hàng hóa. Đồng thời, đoàn lấy 42 mẫu xăng, dầu diesel gửi thử nghiệm các chỉ tiêu chất lượng.</p>' +
      '<h2>Kết quả kiểm tra</h2>' +
      '<ul><li>5 cửa hàng vi phạm, trong đó 2 cửa hàng sử dụng cột đo đã hết hạn kiểm định, 3 cửa hàng không niêm yết đầy đủ thông tin theo quy định;</li><li>100% mẫu xăng dầu được thử nghiệm đạt yêu cầu chất lượng theo tiêu chuẩn công bố;</li><li>Tổng số tiền xử phạt vi phạm hành chính là 87 triệu đồng.</li></ul>' +
      '<p>Ông Đỗ Mạnh Cường, Chánh Thanh tra Sở Khoa học và Công nghệ, cho biết việc kiểm tra nhằm bảo vệ quyền lợi người tiêu dùng. Hiện các cửa hàng đã xuất hóa đơn điện tử cho từng lần bán hàng, kết nối dữ liệu với cơ quan thuế, giúp hoạt động kinh doanh minh bạch hơn.</p>' +
      '<p>Người dân khi phát hiện dấu hiệu gian lận về đo lường có thể phản ánh qua đường dây nóng của Sở hoặc ứng dụng công dân số của tỉnh.</p>',
    author: 'Thanh tra Sở',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['đo lường', 'chất lượng', 'xăng dầu'],
    featured: false,
    publishedAt: '2025-05-14',
    nq57Groups: [2],
  },
  {
    slug: 'so-khoa-hoc-va-cong-nghe-ky-ket-hop-tac-voi-truong-dai-hoc-song-lam-giai-doan',
    categorySlug: 'hoat-dong-so',
    title: 'Sở Khoa học và Công nghệ ký kết hợp tác với Trường Đại học Sông Lam giai đoạn 2025–2030',
    summary:
      'Hai bên thống nhất phối hợp trong 6 nội dung trọng tâm, từ đặt hàng nghiên cứu, đào tạo nhân lực số, chia sẻ hạ tầng phòng thí nghiệm đến hỗ trợ thương mại hóa kết quả nghiên cứu.',
    body:
      '<p>Ngày 30/06/2025, Sở Khoa học và Công nghệ tỉnh Sông Lam và Trường Đại học Sông Lam ký kết thỏa thuận hợp tác giai đoạn 2025–2030. Đây là bước cụ thể hóa mô hình liên kết giữa Nhà nước – nhà trường – doanh nghiệp theo tinh thần Nghị quyết 57.</p>' +
      '<h2>Sáu nội dung hợp tác trọng tâm</h2>' +
      '<ol><li>Đặt hàng các nhiệm vụ khoa học và công nghệ giải quyết bài toán thực tiễn của tỉnh;</li><li>Đào tạo, bồi dưỡng nhân lực chuyển đổi số cho cán bộ, công chức và doanh nghiệp;</li><li>Chia sẻ, khai thác chung hạ tầng phòng thí nghiệm, thiết bị nghiên cứu;</li><li>Phát triển vườn ươm khởi nghiệp và hỗ trợ thương mại hóa kết quả nghiên cứu;</li><li>Tư vấn, phản biện chính sách về khoa học, công nghệ và đổi mới sáng tạo;</li><li>Phối hợp tổ chức hội thảo khoa học, kết nối hợp tác quốc tế.</li></ol>' +
      '<p>Ông Hoàng Minh Khôi, Giám đốc Sở Khoa học và Công nghệ, khẳng định nhà trường là lực lượng nghiên cứu nòng cốt của tỉnh. Sở sẽ ưu tiên đặt hàng các nhóm nghiên cứu mạnh, đồng thời tạo điều kiện để giảng viên tham gia hội đồng tư vấn, đánh giá nhiệm vụ.</p>' +
      '<p>PGS.TS Bùi Thanh Sơn, Hiệu trưởng Trường Đại học Sông Lam, cam kết huy động tối đa đội ngũ 420 giảng viên, trong đó có 156 tiến sĩ, tham gia giải quyết các nhiệm vụ của tỉnh.</p>',
    author: 'Văn phòng Sở',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['hợp tác', 'Trường Đại học Sông Lam', 'nhân lực'],
    featured: false,
    publishedAt: '2025-07-02',
    nq57Groups: [4, 3],
  },
  {
    slug: 'doan-cong-tac-cua-so-tim-hieu-kinh-nghiem-phat-trien-he-sinh-thai-doi-moi-sang',
    categorySlug: 'hoat-dong-so',
    title: 'Đoàn công tác của Sở tìm hiểu kinh nghiệm phát triển hệ sinh thái đổi mới sáng tạo tại Singapore',
    summary:
      'Trong 5 ngày làm việc, đoàn đã thăm một số khu đổi mới sáng tạo, vườn ươm và cơ quan phụ trách chính phủ số, mở ra khả năng hợp tác đào tạo và kết nối khởi nghiệp.',
    body:
      '<p>Từ ngày 25 đến ngày 29/08/2025, đoàn công tác của Sở Khoa học và Công nghệ tỉnh Sông Lam do bà Đặng Thu Hà, Phó Giám đốc Sở, làm trưởng đoàn đã có chuyến làm việc tại Singapore. Thành viên đoàn gồm đại diện Trung tâm Đổi mới sáng tạo tỉnh, Trường Đại học Sông Lam và 4 doanh nghiệp công nghệ.</p>' +
      '<p>Đoàn đã đến thăm, làm việc với một số khu đổi mới sáng tạo, vườn ươm khởi nghiệp của trường đại học, quỹ đầu tư mạo hiểm và cơ quan phụ trách chính phủ số của Singapore. Qua đó, đoàn tìm hiểu mô hình hợp tác công – tư trong phát triển khởi nghiệp, cách thức chia sẻ dữ liệu mở và chính sách thu hút nhân tài công nghệ.</p>' +
      '<h2>Những bài học kinh nghiệm</h2>' +
      '<ul><li>Nhà nước đóng vai trò kiến tạo, đồng đầu tư cùng khu vực tư nhân thay vì trực tiếp hỗ trợ từng dự án;</li><li>Quy hoạch không gian đổi mới sáng tạo tập trung, gắn kết chặt chẽ với trường đại học;</li><li>Dữ liệu được chia sẻ rộng rãi, có cơ chế bảo vệ quyền riêng tư rõ ràng.</li></ul>' +
      '<p>Kết thúc chuyến công tác, Trung tâm Đổi mới sáng tạo tỉnh đã ký biên bản ghi nhớ với một vườn ươm khởi nghiệp của Singapore về đào tạo, trao đổi chuyên gia và hỗ trợ doanh nghiệp khởi nghiệp Sông Lam tiếp cận thị trường Đông Nam Á. Bà Đặng Thu Hà cho biết Sở sẽ báo cáo UBND tỉnh để vận dụng phù hợp các kinh nghiệm vào xây dựng chính sách của địa phương.</p>',
    author: 'Văn phòng Sở',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['hợp tác quốc tế', 'Singapore', 'hệ sinh thái khởi nghiệp'],
    featured: false,
    publishedAt: '2025-09-03',
    nq57Groups: [7],
  },
  {
    slug: 'doi-thoai-voi-doanh-nghiep-ve-chinh-sach-ho-tro-doi-moi-cong-nghe-va-chuyen-doi',
    categorySlug: 'hoat-dong-so',
    title: 'Đối thoại với doanh nghiệp về chính sách hỗ trợ đổi mới công nghệ và chuyển đổi số',
    summary:
      'Hội nghị ghi nhận 23 ý kiến của doanh nghiệp về thủ tục tiếp cận chính sách, chi phí chuyển đổi số và nhân lực; nhiều vướng mắc đã được lãnh đạo Sở trả lời, tháo gỡ ngay tại chỗ.',
    body:
      '<p>Ngày 31/10/2025, Sở Khoa học và Công nghệ tỉnh Sông Lam phối hợp với Hiệp hội Doanh nghiệp tỉnh tổ chức hội nghị đối thoại với doanh nghiệp về chính sách hỗ trợ đổi mới công nghệ và chuyển đổi số. Hơn 130 doanh nghiệp, hợp tác xã đã tham dự.</p>' +
      '<p>Tại hội nghị, doanh nghiệp nêu 23 ý kiến, tập trung vào thủ tục hồ sơ đề nghị hỗ trợ còn phức tạp, thời gian thẩm định kéo dài, mức hỗ trợ chưa đủ hấp dẫn và khó tuyển dụng nhân lực công nghệ thông tin. Ông Phan Văn Lộc, Giám đốc Công ty Cổ phần Dược liệu Ngọc Lam, kiến nghị cho phép doanh nghiệp nhận hỗ trợ theo từng giai đoạn thay vì chờ hoàn thành toàn bộ dự án.</p>' +
      '<h2>Tháo gỡ ngay tại hội nghị</h2>' +
      '<p>Ông Hoàng Minh Khôi, Giám đốc Sở Khoa học và Công nghệ, đã trực tiếp trả lời các ý kiến. Ông cho biết từ tháng 12/2025, toàn bộ hồ sơ đề nghị hỗ trợ sẽ được nộp trực tuyến, thời gian thẩm định rút ngắn từ 45 ngày xuống còn 20 ngày. Sở cũng sẽ tham mưu sửa đổi quy định để giải ngân hỗ trợ theo tiến độ thực hiện dự án.</p>' +
      '<p>Đối với các kiến nghị vượt thẩm quyền, Sở sẽ tổng hợp báo cáo UBND tỉnh trước ngày 30/11/2025. Kết quả giải quyết từng kiến nghị sẽ được công khai trên cổng thông tin điện tử của Sở để doanh nghiệp theo dõi.</p>',
    author: 'Phòng Quản lý công nghệ và Đổi mới sáng tạo',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['đối thoại doanh nghiệp', 'chính sách', 'đổi mới công nghệ'],
    featured: false,
    publishedAt: '2025-11-05',
    nq57Groups: [6, 2],
  },
  {
    slug: 'so-khoa-hoc-va-cong-nghe-tong-ket-cong-tac-nam-2025-trien-khai-nhiem-vu-nam-2026',
    categorySlug: 'hoat-dong-so',
    title: 'Sở Khoa học và Công nghệ tổng kết công tác năm 2025, triển khai nhiệm vụ năm 2026',
    summary:
      'Năm đầu tiên hoạt động sau hợp nhất, Sở hoàn thành 16/16 chỉ tiêu được giao, trong đó 14 chỉ tiêu vượt kế hoạch, tạo dấu ấn trong tham mưu thể chế, phát triển hạ tầng và hệ sinh thái đổi mới sáng tạo.',
    body:
      '<p>Ngày 24/12/2025, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức hội nghị tổng kết công tác năm 2025 và triển khai nhiệm vụ năm 2026. Ông Lê Quang Hưng, Chủ tịch UBND tỉnh, dự và phát biểu chỉ đạo.</p>' +
      '<h2>Năm của những đột phá</h2>' +
      '<p>Năm 2025 là năm đầu tiên Sở hoạt động sau hợp nhất và cũng là năm đầu triển khai Nghị quyết 57. Sở đã hoàn thành 16/16 chỉ tiêu được giao, trong đó 14 chỉ tiêu vượt kế hoạch. Một số kết quả nổi bật gồm:</p>' +
      '<ul><li>Tham mưu ban hành 19 văn bản quy phạm pháp luật và kế hoạch, trong đó có quy định quản lý nhiệm vụ khoa học theo cơ chế khoán chi đến sản phẩm cuối cùng;</li><li>Đưa vào hoạt động Phòng thí nghiệm công nghệ sinh học dùng chung và IOC giai đoạn 2;</li><li>Tỷ lệ hồ sơ trực tuyến toàn trình của tỉnh ước đạt 53%, tăng 18 điểm phần trăm so với năm 2024;</li><li>Hỗ trợ 27 dự án khởi nghiệp, 45 sản phẩm OCOP xây dựng truy xuất nguồn gốc; chỉ dẫn địa lý “Phú Lam” được bảo hộ.</li></ul>' +
      '<p>Ghi nhận những nỗ lực của Sở, ông Lê Quang Hưng đề nghị năm 2026 Sở tập trung vào ba trọng tâm: đưa cơ chế khoán chi vào thực tiễn, vận hành hiệu quả nền tảng dữ liệu dùng chung và nâng tỷ lệ doanh nghiệp có hoạt động đổi mới sáng tạo.</p>' +
      '<blockquote>“Nhiệm vụ của năm 2026 nặng nề hơn, đòi hỏi mỗi cán bộ của Sở phải là một chiến sĩ tiên phong trên mặt trận khoa học, công nghệ và chuyển đổi số”, Chủ tịch UBND tỉnh nhấn mạnh.</blockquote>' +
      '<p>Dịp này, Sở vinh dự đón nhận Cờ thi đua của UBND tỉnh.</p>',
    author: 'Văn phòng Sở',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['tổng kết', 'năm 2025', 'hoạt động của Sở'],
    featured: true,
    publishedAt: '2025-12-26',
    nq57Groups: [1],
  },
  {
    slug: 'phat-dong-phong-trao-thi-dua-doi-moi-sang-tao-trong-can-bo-cong-chuc-vien-chuc',
    categorySlug: 'hoat-dong-so',
    title: 'Phát động phong trào thi đua đổi mới sáng tạo trong cán bộ, công chức, viên chức của Sở',
    summary:
      'Phong trào “Mỗi cán bộ một sáng kiến số” khuyến khích công chức, viên chức đề xuất giải pháp cải tiến quy trình làm việc, ứng dụng công nghệ để nâng cao chất lượng phục vụ người dân.',
    body:
      '<p>Ngày 23/03/2026, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức lễ phát động phong trào thi đua “Mỗi cán bộ một sáng kiến số” năm 2026. Phong trào hướng tới toàn thể 182 cán bộ, công chức, viên chức và người lao động của Sở.</p>' +
      '<p>Theo kế hoạch, mỗi cá nhân đăng ký ít nhất một sáng kiến hoặc giải pháp cải tiến trong năm, tập trung vào ba nhóm: đơn giản hóa quy trình giải quyết thủ tục hành chính; ứng dụng trí tuệ nhân tạo, tự động hóa trong công việc chuyên môn; tiết kiệm chi phí, thời gian vận hành của cơ quan.</p>' +
      '<h2>Khen thưởng kịp thời</h2>' +
      '<p>Các sáng kiến sẽ được hội đồng đánh giá theo quý. Sáng kiến được áp dụng hiệu quả sẽ được công nhận, khen thưởng ngay, làm căn cứ xét thi đua cuối năm và ưu tiên trong quy hoạch, bổ nhiệm cán bộ.</p>' +
      '<p>Năm 2025, Sở đã công nhận 27 sáng kiến, trong đó có công cụ tự động tổng hợp báo cáo tiến độ nhiệm vụ Nghị quyết 57 giúp giảm 70% thời gian tổng hợp và phần mềm quản lý lịch sử dụng thiết bị phòng thí nghiệm dùng chung.</p>' +
      '<blockquote>“Đổi mới sáng tạo phải bắt đầu từ chính chúng ta. Một cơ quan tham mưu về đổi mới sáng tạo không thể làm việc theo lối mòn”, ông Hoàng Minh Khôi, Giám đốc Sở phát biểu tại lễ phát động.</blockquote>' +
      '<p>Ngay sau lễ phát động, đã có 64 cán bộ đăng ký sáng kiến trên hệ thống quản lý thi đua trực tuyến của Sở.</p>',
    author: 'Văn phòng Sở',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['thi đua', 'sáng kiến', 'cán bộ, công chức'],
    featured: false,
    publishedAt: '2026-03-25',
    nq57Groups: [1],
  },
  {
    slug: 'cong-bo-36-thu-tuc-hanh-chinh-linh-vuc-khoa-hoc-va-cong-nghe-duoc-cat-giam-don',
    categorySlug: 'hoat-dong-so',
    title: 'Công bố 36 thủ tục hành chính lĩnh vực khoa học và công nghệ được cắt giảm, đơn giản hóa',
    summary:
      'Thời gian giải quyết trung bình giảm 40%, nhiều thủ tục như đăng ký kết quả nhiệm vụ khoa học, cấp giấy chứng nhận doanh nghiệp khoa học và công nghệ được thực hiện trực tuyến toàn trình.',
    body:
      '<p>UBND tỉnh Sông Lam vừa ban hành quyết định công bố danh mục 36 thủ tục hành chính được cắt giảm, đơn giản hóa trong lĩnh vực khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số thuộc thẩm quyền giải quyết của Sở Khoa học và Công nghệ. Quyết định có hiệu lực từ ngày 01/07/2026.</p>' +
      '<h2>Giảm thời gian, giảm giấy tờ</h2>' +
      '<ul><li>Thời gian giải quyết trung bình giảm 40%, từ 15 ngày làm việc xuống còn 9 ngày;</li><li>Cắt giảm 52 thành phần hồ sơ, người dân không phải nộp các giấy tờ đã có trong cơ sở dữ liệu;</li><li>100% thủ tục được cung cấp dưới dạng dịch vụ công trực tuyến toàn trình;</li><li>Hồ sơ nộp trực tuyến được miễn hoặc giảm 50% phí, lệ phí theo quy định.</li></ul>' +
      '<p>Trong số thủ tục được đơn giản hóa có: đăng ký kết quả thực hiện nhiệm vụ khoa học và công nghệ; cấp giấy chứng nhận doanh nghiệp khoa học và công nghệ; đăng ký hợp đồng chuyển giao công nghệ; cấp văn bản xác nhận thông báo hoạt động bưu chính.</p>' +
      '<p>Bà Đặng Thu Hà, Phó Giám đốc Sở Khoa học và Công nghệ, cho biết Sở đã thí điểm ứng dụng trí tuệ nhân tạo để kiểm tra tính đầy đủ của hồ sơ ngay khi người dân nộp, thông báo tức thời các thành phần còn thiếu. Nhờ đó, tỷ lệ hồ sơ phải bổ sung giảm từ 23% xuống còn 6%.</p>',
    author: 'Văn phòng Sở',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['thủ tục hành chính', 'cải cách hành chính', 'dịch vụ công'],
    featured: false,
    publishedAt: '2026-07-01',
    nq57Groups: [2, 5],
  },
  {
    slug: 'so-khoa-hoc-va-cong-nghe-so-ket-9-thang-tap-trung-hoan-thanh-chi-tieu-nam-2026',
    categorySlug: 'hoat-dong-so',
    title: 'Sở Khoa học và Công nghệ sơ kết 9 tháng, tập trung hoàn thành chỉ tiêu năm 2026',
    summary:
      'Sau 9 tháng, Sở đã hoàn thành 11/18 chỉ tiêu công tác năm 2026; tỷ lệ hồ sơ trực tuyến toàn trình của tỉnh đạt 67,9%, giải ngân kinh phí khoa học và công nghệ đạt 71%, cao hơn cùng kỳ.',
    body:
      '<p>Ngày 29/09/2026, Sở Khoa học và Công nghệ tỉnh Sông Lam tổ chức hội nghị sơ kết công tác 9 tháng và triển khai nhiệm vụ 3 tháng cuối năm 2026.</p>' +
      '<h2>Nhiều chỉ tiêu về đích sớm</h2>' +
      '<ul><li>Hoàn thành 11/18 chỉ tiêu công tác năm 2026, 6 chỉ tiêu đạt trên 80% kế hoạch;</li><li>Tỷ lệ hồ sơ thủ tục hành chính xử lý trực tuyến toàn trình của tỉnh đạt 67,9%;</li><li>Giải ngân kinh phí khoa học và công nghệ đạt 71%, cao hơn 19 điểm phần trăm so với cùng kỳ năm 2025;</li><li>Lũy kế từ năm 2025 có 48 dự án khởi nghiệp được hỗ trợ, 410 đơn đăng ký sở hữu công nghiệp;</li><li>12 nhiệm vụ áp dụng cơ chế khoán chi đều triển khai đúng tiến độ.</li></ul>' +
      '<p>Bên cạnh đó, tỷ lệ doanh nghiệp có hoạt động đổi mới sáng tạo mới đạt 24%, còn khá xa mục tiêu 30% của năm. Việc thu hút chuyên gia công nghệ cao về làm việc tại tỉnh vẫn gặp nhiều khó khăn.</p>' +
      '<p>Kết luận hội nghị, ông Hoàng Minh Khôi, Giám đốc Sở, yêu cầu các phòng, đơn vị rà soát từng chỉ tiêu, xây dựng kế hoạch cụ thể đến từng tuần. Trong quý IV, Sở tập trung giải ngân Quỹ hỗ trợ khởi nghiệp đổi mới sáng tạo đợt đầu, hoàn thành báo cáo 9 tháng thực hiện Nghị quyết 57 gửi Ban Chỉ đạo và tổ chức Ngày hội sáng chế lần thứ nhất.</p>' +
      '<blockquote>“Quý IV là quý quyết định. Không có chỉ tiêu nào được phép bỏ lại phía sau”, ông Hoàng Minh Khôi nhấn mạnh.</blockquote>',
    author: 'Phòng Kế hoạch – Tài chính',
    source: 'Sở Khoa học và Công nghệ tỉnh Sông Lam',
    tags: ['sơ kết', 'chỉ tiêu', 'năm 2026'],
    featured: false,
    publishedAt: '2026-09-30',
    nq57Groups: [1, 5],
  },
];
