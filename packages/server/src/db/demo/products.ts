import type { DemoProduct } from './types.ts';

/**
 * Sản phẩm, giải pháp khoa học và công nghệ trên sàn công nghệ của tỉnh Sông Lam (hư cấu).
 * Mọi tổ chức, người liên hệ, số điện thoại và địa chỉ thư điện tử đều là giả định.
 */
/** The materials institute's two products: the same field, readiness, needs and contact person. */
const materialsInstitute = {
  field: 'Vật liệu',
  readinessLevel: 6,
  ownerOrganisation: 'Viện Vật liệu và Công nghệ môi trường Sông Lam',
  demandTypes: [1, 3],
  price: null,
  contactName: 'TS. Đoàn Ngọc Hân',
  contactPhone: '0903 628 114',
} satisfies Partial<DemoProduct>;

export const demoProducts: DemoProduct[] = [
  {
    slug: 'he-thong-tuoi-thong-minh-iot-cho-ca-phe',
    name: 'Hệ thống tưới thông minh IoT cho cà phê',
    summary:
      'Bộ giải pháp tưới nhỏ giọt tự động dựa trên cảm biến độ ẩm đất và dự báo thời tiết, giúp vườn cà phê tiết kiệm nước và phân bón mà vẫn giữ năng suất ổn định.',
    description:
      '<p>Hệ thống gồm các nút cảm biến độ ẩm đất đặt ở hai tầng rễ, bộ điều khiển trung tâm dùng năng lượng mặt trời và ứng dụng trên điện thoại. Lịch tưới được tính tự động theo độ ẩm thực tế, giai đoạn sinh trưởng của cây và dự báo mưa trong 72 giờ tới.</p>' +
      '<h3>Thông số chính</h3>' +
      '<ul><li>Mỗi bộ điều khiển quản lý tối đa 16 van, phù hợp diện tích 1–3 ha.</li><li>Kết nối LoRa trong vườn, truyền dữ liệu lên máy chủ qua mạng 4G.</li><li>Tích hợp bón phân qua nước tưới theo công thức do kỹ sư nông học khuyến cáo.</li></ul>' +
      '<p>Qua hai mùa khô thử nghiệm tại các xã vùng cao của tỉnh, mô hình <strong>giảm khoảng 35% lượng nước tưới</strong> và 20% chi phí nhân công so với tưới gốc truyền thống. Giá niêm yết áp dụng cho một bộ điều khiển kèm 8 nút cảm biến, chưa gồm đường ống.</p>',
    field: 'Nông nghiệp',
    readinessLevel: 8,
    ownerOrganisation: 'Công ty TNHH Công nghệ Nông nghiệp Xanh Lam',
    demandTypes: [2, 3],
    price: 45000000,
    contactName: 'Nguyễn Hữu Phước',
    contactPhone: '0912 406 318',
    contactEmail: 'kinhdoanh.xanhlam@example.vn',
    publishedAt: '2025-02-14',
    nq57Groups: [6],
  },
  {
    slug: 'phan-bon-huu-co-sinh-hoc-tu-vo-tom',
    name: 'Phân bón hữu cơ sinh học từ vỏ tôm',
    summary:
      'Phân bón hữu cơ vi sinh sản xuất từ phụ phẩm vỏ, đầu tôm của các cơ sở chế biến thủy sản ven biển, giàu đạm, canxi và chitin tự nhiên.',
    description:
      '<p>Vỏ và đầu tôm được thu gom trong ngày, thủy phân bằng enzyme rồi ủ với chủng vi sinh vật phân giải chitin do Trường Đại học Sông Lam tuyển chọn. Quy trình khép kín giúp xử lý mùi, giảm ô nhiễm tại các làng nghề chế biến và tạo ra nguồn phân bón chất lượng cho rau màu, cây ăn quả.</p>' +
      '<h3>Thành phần và quy cách</h3>' +
      '<ul><li>Hữu cơ tổng số trên 22%, đạm tổng số trên 3%, có bổ sung canxi và chitin.</li><li>Mật độ vi sinh vật có ích đạt từ 1 triệu CFU/g trở lên.</li><li>Đóng bao 25 kg và 50 kg; giá niêm yết tính cho một tấn.</li></ul>' +
      '<p>Sản phẩm giúp cải tạo đất bạc màu, hạn chế tuyến trùng và góp phần hình thành chuỗi kinh tế tuần hoàn trong ngành thủy sản của tỉnh.</p>',
    field: 'Công nghệ sinh học',
    readinessLevel: 7,
    ownerOrganisation: 'Hợp tác xã Thủy sản Cửa Lam',
    demandTypes: [1, 2],
    price: 8500000,
    contactName: 'Trần Thị Hồng Nhung',
    contactPhone: '0983 215 470',
    contactEmail: 'htx.cualam@example.vn',
    publishedAt: '2025-03-03',
    nq57Groups: [6],
  },
  {
    slug: 'ung-dung-truy-xuat-nguon-goc-san-pham-ocop-lam-trace',
    name: 'Ứng dụng truy xuất nguồn gốc sản phẩm OCOP Lam Trace',
    summary:
      'Nền tảng cấp mã QR và nhật ký sản xuất điện tử cho sản phẩm OCOP, giúp người tiêu dùng kiểm tra xuất xứ, chứng nhận và hành trình sản phẩm chỉ bằng điện thoại.',
    description:
      '<p>Lam Trace cho phép chủ thể OCOP ghi nhật ký sản xuất, quản lý lô hàng, in tem QR và công bố giấy chứng nhận ngay trên điện thoại. Dữ liệu được chuẩn hóa theo các trường thông tin truy xuất phổ biến, có thể kết nối với các sàn thương mại điện tử.</p>' +
      '<h3>Tính năng nổi bật</h3>' +
      '<ul><li>Tem QR chống sao chép, có cảnh báo khi một mã bị quét bất thường ở nhiều nơi.</li><li>Trang giới thiệu sản phẩm đa ngôn ngữ (tiếng Việt, tiếng Anh).</li><li>Báo cáo thống kê lượt quét theo khu vực phục vụ xúc tiến thương mại.</li></ul>' +
      '<p>Phí sử dụng tính theo năm cho một chủ thể, không giới hạn số sản phẩm. Các hợp tác xã tham gia chương trình hỗ trợ của tỉnh được miễn phí năm đầu tiên.</p>',
    field: 'Công nghệ thông tin',
    readinessLevel: 9,
    ownerOrganisation: 'Công ty Cổ phần Phần mềm Sông Lam Số',
    demandTypes: [2],
    price: 12000000,
    contactName: 'Lê Minh Tuấn',
    contactPhone: '0905 774 129',
    contactEmail: 'lamtrace@example.vn',
    publishedAt: '2025-03-20',
    nq57Groups: [6],
  },
  {
    slug: 'tri-tue-nhan-tao-nhan-dien-benh-hai-lua',
    name: 'Trí tuệ nhân tạo nhận diện bệnh hại lúa qua ảnh chụp',
    summary:
      'Mô hình học sâu nhận diện các bệnh phổ biến trên lúa từ ảnh chụp bằng điện thoại, gợi ý biện pháp xử lý theo khuyến cáo của ngành bảo vệ thực vật.',
    description:
      '<p>Nhóm nghiên cứu đã xây dựng bộ dữ liệu hơn 48.000 ảnh lá và bông lúa thu thập trên đồng ruộng của tỉnh, được chuyên gia gán nhãn. Mô hình nhận diện đạo ôn, bạc lá, khô vằn, lem lép hạt và một số loại sâu hại thường gặp.</p>' +
      '<ul><li>Độ chính xác trên tập kiểm thử đạt khoảng 92%.</li><li>Chạy được khi không có mạng trên điện thoại phổ thông.</li><li>Dữ liệu ảnh có tọa độ giúp cơ quan chuyên môn lập bản đồ dịch hại theo thời gian thực.</li></ul>' +
      '<p>Nhóm tác giả tìm kiếm đối tác triển khai thương mại và nhà đầu tư để hoàn thiện phiên bản cho cây ngô, cây rau; đồng thời đề nghị thẩm định công nghệ trước khi chuyển giao.</p>',
    field: 'Công nghệ thông tin',
    readinessLevel: 7,
    ownerOrganisation: 'Trường Đại học Sông Lam',
    demandTypes: [1, 3, 4],
    price: null,
    contactName: 'TS. Phạm Quốc Bảo',
    contactPhone: '0868 302 915',
    contactEmail: 'ai.lua@example.vn',
    publishedAt: '2025-04-08',
    nq57Groups: [3, 4],
  },
  {
    slug: 'may-say-hai-san-nang-luong-mat-troi-ket-hop-bom-nhiet',
    name: 'Máy sấy hải sản năng lượng mặt trời kết hợp bơm nhiệt',
    summary:
      'Buồng sấy kín dùng tấm thu nhiệt mặt trời và bơm nhiệt dự phòng, giúp mực, cá, tôm khô đạt chuẩn vệ sinh, màu sắc đẹp và không phụ thuộc thời tiết.',
    description:
      '<p>Thiết bị thay thế phương pháp phơi nắng truyền thống ở các làng nghề ven biển, hạn chế ruồi nhặng, bụi cát và tình trạng hư hỏng khi gặp mưa trái mùa. Khi trời nắng, hệ thống tận dụng tối đa nhiệt mặt trời; khi thiếu nắng, bơm nhiệt tự động bổ sung.</p>' +
      '<h3>Thông số kỹ thuật</h3>' +
      '<ul><li>Năng suất 300–350 kg nguyên liệu tươi mỗi mẻ.</li><li>Nhiệt độ sấy điều chỉnh 40–65 °C, độ ẩm sản phẩm sau sấy ổn định.</li><li>Tiêu thụ điện thấp hơn khoảng 60% so với máy sấy điện trở cùng công suất.</li></ul>' +
      '<p>Giá niêm yết đã bao gồm lắp đặt và đào tạo vận hành. Cơ sở chế biến có thể đề nghị hỗ trợ từ chương trình đổi mới công nghệ của tỉnh.</p>',
    field: 'Năng lượng',
    readinessLevel: 8,
    ownerOrganisation: 'Công ty TNHH Cơ điện Biển Đông Lam',
    demandTypes: [2, 5],
    price: 185000000,
    contactName: 'Võ Thanh Hải',
    contactPhone: '0935 618 042',
    contactEmail: 'maysay.donglam@example.vn',
    publishedAt: '2025-04-25',
    nq57Groups: [6],
  },
  {
    slug: 'dich-vu-phun-thuoc-bao-ve-thuc-vat-bang-thiet-bi-bay',
    name: 'Dịch vụ phun thuốc bảo vệ thực vật bằng thiết bị bay không người lái',
    summary:
      'Dịch vụ phun thuốc, bón phân lá và gieo hạt bằng thiết bị bay có lập trình đường bay, do đội kỹ thuật viên được cấp chứng chỉ vận hành thực hiện.',
    description:
      '<p>Hợp tác xã sở hữu đội thiết bị bay nông nghiệp có bình chứa 30–40 lít, phun theo bản đồ thửa ruộng được số hóa trước. Lượng thuốc được định lượng chính xác, giảm phơi nhiễm hóa chất cho người lao động.</p>' +
      '<ul><li>Năng suất 12–15 ha mỗi ngày cho một thiết bị.</li><li>Tiết kiệm khoảng 90% lượng nước pha và 20–30% lượng thuốc so với phun đeo vai.</li><li>Có báo cáo đường bay và diện tích đã phun gửi cho khách hàng sau mỗi lần thực hiện.</li></ul>' +
      '<p>Giá dịch vụ tính cho một hecta mỗi lần phun, chưa bao gồm vật tư. Ưu tiên ký hợp đồng cả vụ với các hợp tác xã và cánh đồng lớn.</p>',
    field: 'Cơ khí - Tự động hóa',
    readinessLevel: 9,
    ownerOrganisation: 'Hợp tác xã Dịch vụ Nông nghiệp công nghệ cao Hưng Lam',
    demandTypes: [2],
    price: 180000,
    contactName: 'Đinh Văn Lực',
    contactPhone: '0977 240 563',
    contactEmail: 'drone.hunglam@example.vn',
    publishedAt: '2025-05-12',
    nq57Groups: [6],
  },
  {
    slug: 'cao-chiet-duoc-lieu-ca-gai-leo-va-che-vang',
    name: 'Cao chiết dược liệu cà gai leo và chè vằng',
    summary:
      'Quy trình chiết xuất và cô đặc cao dược liệu chuẩn hóa hàm lượng hoạt chất, làm nguyên liệu cho thực phẩm bảo vệ sức khỏe hỗ trợ chức năng gan.',
    description:
      '<p>Nguyên liệu được trồng theo hướng dẫn thực hành tốt tại vùng đồi của tỉnh. Quy trình chiết bằng dung môi ethanol nồng độ thấp, cô chân không ở nhiệt độ dưới 60 °C giúp giữ được hoạt chất nhóm glycoalkaloid và flavonoid.</p>' +
      '<h3>Kết quả đạt được</h3>' +
      '<ul><li>Quy trình đã ổn định ở quy mô pilot 50 kg nguyên liệu mỗi mẻ.</li><li>Có hồ sơ tiêu chuẩn cơ sở cho cao đặc và cao khô.</li><li>Đã nộp đơn đăng ký sáng chế cho quy trình chiết.</li></ul>' +
      '<p>Viện tìm kiếm doanh nghiệp dược phẩm hợp tác sản xuất quy mô công nghiệp, nhà đầu tư cho dây chuyền sấy phun và đơn vị thẩm định giá trị công nghệ.</p>',
    field: 'Y dược',
    readinessLevel: 6,
    ownerOrganisation: 'Viện Dược liệu và Sản phẩm thiên nhiên Sông Lam',
    demandTypes: [1, 3, 4],
    price: null,
    contactName: 'PGS.TS. Hoàng Thị Lan Anh',
    contactPhone: '0913 582 706',
    contactEmail: 'duoclieu.songlam@example.vn',
    publishedAt: '2025-05-30',
    nq57Groups: [3],
  },
  {
    slug: 'cay-giong-lan-ho-diep-nuoi-cay-mo',
    name: 'Cây giống lan Hồ Điệp nuôi cấy mô',
    summary:
      'Cây giống lan Hồ Điệp sạch bệnh nhân bằng kỹ thuật nuôi cấy mô, đồng đều về kích thước, phù hợp trồng thương phẩm phục vụ thị trường Tết.',
    description:
      '<p>Phòng thí nghiệm nuôi cấy mô của Trung tâm làm chủ quy trình nhân giống 12 dòng lan Hồ Điệp có màu sắc được thị trường ưa chuộng. Cây con được huấn luyện trong nhà màng trước khi xuất vườn, tỷ lệ sống khi trồng đạt trên 95%.</p>' +
      '<ul><li>Cây giống cấp 1 (3–4 lá), có chiều rộng lá 12–15 cm.</li><li>Kèm quy trình chăm sóc, xử lý ra hoa đúng dịp Tết Nguyên đán.</li><li>Nhận đặt hàng theo dòng màu, tối thiểu 500 cây.</li></ul>' +
      '<p>Giá niêm yết tính cho một cây giống. Trung tâm hỗ trợ kỹ thuật miễn phí trong vụ đầu tiên cho các hộ và hợp tác xã mới tham gia.</p>',
    field: 'Công nghệ sinh học',
    readinessLevel: 9,
    ownerOrganisation: 'Trung tâm Ứng dụng tiến bộ khoa học và công nghệ tỉnh Sông Lam',
    demandTypes: [2],
    price: 35000,
    contactName: 'Bùi Thị Thu Trang',
    contactPhone: '0389 417 250',
    contactEmail: 'nuoicaymo.songlam@example.vn',
    publishedAt: '2025-06-16',
    nq57Groups: [3],
  },
  {
    slug: 'phan-mem-xa-thong-minh-xa-so-song-lam',
    name: 'Phần mềm xã thông minh "Xã số Sông Lam"',
    summary:
      'Bộ phần mềm dùng chung cho chính quyền cấp xã: tiếp nhận phản ánh, điều hành văn bản, bản đồ số hạ tầng và bảng điều khiển chỉ tiêu kinh tế – xã hội.',
    description:
      '<p>Sau khi sắp xếp chính quyền địa phương hai cấp, khối lượng công việc tại xã, phường tăng mạnh. Xã số Sông Lam giúp cán bộ xử lý phản ánh của người dân, theo dõi nhiệm vụ được giao và báo cáo nhanh lên tỉnh trên một giao diện thống nhất.</p>' +
      '<h3>Các phân hệ</h3>' +
      '<ul><li>Tiếp nhận và xử lý phản ánh hiện trường qua ứng dụng di động.</li><li>Bản đồ số đường giao thông, trường học, trạm y tế, điểm ngập lụt.</li><li>Bảng điều khiển chỉ tiêu, tự động tổng hợp báo cáo định kỳ.</li></ul>' +
      '<p>Phần mềm triển khai trên hạ tầng điện toán đám mây của tỉnh, kết nối với hệ thống định danh và xác thực điện tử. Chi phí phụ thuộc số phân hệ và quy mô dân số nên được báo giá theo từng xã.</p>',
    field: 'Công nghệ thông tin',
    readinessLevel: 8,
    ownerOrganisation: 'Công ty Cổ phần Giải pháp Chính quyền số Lam Việt',
    demandTypes: [2, 5],
    price: null,
    contactName: 'Đặng Quốc Khánh',
    contactPhone: '0916 330 847',
    contactEmail: 'xaso.lamviet@example.vn',
    publishedAt: '2025-07-21',
    nq57Groups: [5],
  },
  {
    slug: 'tram-quan-trac-chat-luong-nuoc-tu-dong-cho-ao-nuoi-tom',
    name: 'Trạm quan trắc chất lượng nước tự động cho ao nuôi tôm',
    summary:
      'Trạm cảm biến đo liên tục oxy hòa tan, pH, nhiệt độ, độ mặn và cảnh báo qua điện thoại khi chỉ số vượt ngưỡng an toàn cho tôm nuôi.',
    description:
      '<p>Trạm phao nổi đặt giữa ao, đo 5 thông số mỗi 10 phút và gửi dữ liệu về ứng dụng. Khi oxy hòa tan giảm dưới ngưỡng, hệ thống có thể tự bật quạt nước hoặc máy sục khí thông qua bộ điều khiển đi kèm.</p>' +
      '<ul><li>Cảm biến oxy quang học, ít phải hiệu chuẩn, tuổi thọ đầu đo trên 2 năm.</li><li>Pin mặt trời và pin lưu trữ đủ hoạt động 3 ngày không nắng.</li><li>Cảnh báo bằng cuộc gọi tự động vào ban đêm.</li></ul>' +
      '<p>Người nuôi chủ động xử lý sự cố sớm, giảm rủi ro tôm chết hàng loạt do thiếu oxy. Giá niêm yết cho một trạm kèm bộ điều khiển 4 kênh.</p>',
    field: 'Môi trường',
    readinessLevel: 8,
    ownerOrganisation: 'Công ty TNHH Cảm biến Môi trường Hải Lam',
    demandTypes: [2, 3],
    price: 28000000,
    contactName: 'Ngô Đức Thịnh',
    contactPhone: '0702 864 113',
    contactEmail: 'quantrac.hailam@example.vn',
    publishedAt: '2025-08-05',
    nq57Groups: [6],
  },
  {
    slug: 'che-pham-vi-sinh-xu-ly-rom-ra-tai-ruong',
    name: 'Chế phẩm vi sinh xử lý rơm rạ tại ruộng',
    summary:
      'Chế phẩm vi sinh phân giải nhanh rơm rạ sau thu hoạch, thay thế việc đốt đồng, trả lại chất hữu cơ cho đất và giảm khói bụi.',
    description:
      '<p>Chế phẩm chứa tổ hợp nấm và vi khuẩn phân giải cellulose được phân lập tại địa phương. Người dân chỉ cần pha với nước, phun đều lên rơm rạ rồi cho nước vào ruộng; sau 15–20 ngày rơm rạ mục, có thể làm đất gieo cấy vụ tiếp theo.</p>' +
      '<ul><li>Một gói 200 g dùng cho 1.000 m² ruộng.</li><li>Giảm khoảng 10% lượng phân bón hóa học ở vụ sau nhờ dinh dưỡng từ rơm rạ.</li><li>Không gây hại cho người, vật nuôi và thủy sản trong ruộng.</li></ul>' +
      '<p>Giá niêm yết tính cho một gói. Các xã tham gia mô hình không đốt rơm rạ được hỗ trợ một phần kinh phí mua chế phẩm.</p>',
    field: 'Công nghệ sinh học',
    readinessLevel: 8,
    ownerOrganisation: 'Trung tâm Nghiên cứu Vi sinh vật ứng dụng, Trường Đại học Sông Lam',
    demandTypes: [2, 5],
    price: 60000,
    contactName: 'ThS. Lưu Thị Mai Phương',
    contactPhone: '0356 902 471',
    contactEmail: 'visinh.dhsl@example.vn',
    publishedAt: '2025-08-27',
    nq57Groups: [3],
  },
  {
    slug: 'dien-mat-troi-ap-mai-ket-hop-luu-tru-cho-trang-trai',
    name: 'Điện mặt trời áp mái kết hợp lưu trữ cho trang trại',
    summary:
      'Giải pháp điện mặt trời tự dùng có pin lưu trữ cho trang trại chăn nuôi, nhà màng và kho lạnh nông sản, ưu tiên tiêu thụ tại chỗ.',
    description:
      '<p>Hệ thống được thiết kế theo biểu đồ phụ tải thực tế của từng trang trại, kết hợp pin lưu trữ lithium sắt phốt phát để cấp điện cho quạt thông gió, máy bơm và kho lạnh vào ban đêm hoặc khi mất điện lưới.</p>' +
      '<h3>Lợi ích</h3>' +
      '<ul><li>Giảm 40–70% chi phí điện tùy mô hình sử dụng.</li><li>Nguồn dự phòng tự động chuyển mạch, bảo vệ vật nuôi khi mất điện.</li><li>Giám sát sản lượng và trạng thái pin từ xa.</li></ul>' +
      '<p>Doanh nghiệp khảo sát miễn phí và báo giá theo công suất. Có phương án thuê thiết bị trả dần cho trang trại vừa và nhỏ; đang tìm nhà đầu tư cho mô hình cho thuê này.</p>',
    field: 'Năng lượng',
    readinessLevel: 9,
    ownerOrganisation: 'Công ty Cổ phần Năng lượng tái tạo Ánh Dương Lam',
    demandTypes: [2, 3],
    price: null,
    contactName: 'Trịnh Văn Nam',
    contactPhone: '0948 115 692',
    contactEmail: 'anhduonglam@example.vn',
    publishedAt: '2025-09-10',
    nq57Groups: [6],
  },
  {
    slug: 'gach-khong-nung-tu-tro-xi-va-bun-thai',
    name: 'Gạch không nung từ tro xỉ và bùn thải nạo vét',
    summary:
      'Công nghệ ép rung sản xuất gạch không nung tận dụng tro xỉ lò hơi công nghiệp và bùn nạo vét sông, giảm khai thác đất sét và chi phí chôn lấp chất thải.',
    description:
      '<p>Tro xỉ và bùn nạo vét sau khi xử lý được phối trộn với xi măng và phụ gia hoạt hóa, ép rung thành gạch đặc và gạch lỗ. Sản phẩm đã được thử nghiệm cường độ nén, độ hút nước và độ bền theo tiêu chuẩn hiện hành cho gạch bê tông.</p>' +
      '<ul><li>Cường độ nén đạt mác 7,5 và mác 10.</li><li>Tỷ lệ thay thế cốt liệu bằng chất thải đạt 45–55%.</li><li>Dây chuyền mẫu công suất 10 triệu viên quy chuẩn mỗi năm.</li></ul>' +
      '<p>Doanh nghiệp mong muốn hợp tác với các nhà máy có nguồn tro xỉ ổn định, kêu gọi vốn mở rộng dây chuyền và đề nghị thẩm định công nghệ trước khi nhân rộng.</p>',
    field: 'Vật liệu',
    readinessLevel: 7,
    ownerOrganisation: 'Công ty TNHH Vật liệu Xanh Đồng Lam',
    demandTypes: [1, 3, 4],
    price: null,
    contactName: 'Phan Đình Trọng',
    contactPhone: '0984 370 215',
    contactEmail: 'vlxdonglam@example.vn',
    publishedAt: '2025-09-29',
    nq57Groups: [6],
  },
  {
    slug: 'bao-bi-sinh-hoc-phan-huy-tu-tinh-bot-san',
    name: 'Bao bì sinh học phân hủy từ tinh bột sắn và bã mía',
    summary:
      'Túi, hộp đựng thực phẩm phân hủy sinh học làm từ tinh bột sắn và sợi bã mía, thay thế bao bì nhựa dùng một lần tại chợ, siêu thị và điểm du lịch.',
    description:
      '<p>Vật liệu được tạo thành từ tinh bột sắn biến tính phối trộn với sợi bã mía và chất hóa dẻo nguồn gốc thực vật. Trong điều kiện ủ phân compost, sản phẩm phân hủy phần lớn sau khoảng 6 tháng.</p>' +
      '<ul><li>Chịu nhiệt tới 100 °C, dùng được cho đồ ăn nóng.</li><li>Không chứa chất hóa dẻo gốc phthalate.</li><li>Đang hoàn thiện khuôn ép cho hộp cơm và khay đựng trái cây.</li></ul>' +
      '<p>Viện cần đối tác sản xuất có kinh nghiệm ép định hình và nhà đầu tư để nâng quy mô từ xưởng thử nghiệm lên nhà máy.</p>',
    ...materialsInstitute,
    contactEmail: 'baobisinhhoc@example.vn',
    publishedAt: '2025-10-14',
    nq57Groups: [3, 6],
  },
  {
    slug: 'robot-han-tu-dong-cho-xuong-co-khi-vua-va-nho',
    name: 'Robot hàn tự động cho xưởng cơ khí vừa và nhỏ',
    summary:
      'Cánh tay robot hàn 6 trục kèm bàn gá và phần mềm lập trình trực quan, giúp xưởng cơ khí nâng chất lượng mối hàn và giảm phụ thuộc thợ hàn bậc cao.',
    description:
      '<p>Giải pháp được thiết kế cho các xưởng gia công kết cấu thép, khung nhà xưởng, lồng nuôi thủy sản. Người vận hành có thể dạy đường hàn bằng tay cầm, không cần kiến thức lập trình chuyên sâu.</p>' +
      '<h3>Thông số kỹ thuật</h3>' +
      '<ul><li>Tầm với 1,4 m, tải trọng đầu cuối 6 kg, độ lặp lại ±0,05 mm.</li><li>Hỗ trợ hàn MIG/MAG, tích hợp cảm biến dò đường hàn.</li><li>Bàn gá xoay hai trục đồng bộ với robot.</li></ul>' +
      '<p>Giá niêm yết cho trọn bộ robot, nguồn hàn, bàn gá và đào tạo 5 ngày. Doanh nghiệp đề nghị thẩm định để sản phẩm được xem xét hỗ trợ đổi mới công nghệ.</p>',
    field: 'Cơ khí - Tự động hóa',
    readinessLevel: 7,
    ownerOrganisation: 'Công ty Cổ phần Cơ khí Chính xác Sông Lam',
    demandTypes: [2, 4],
    price: 650000000,
    contactName: 'Hồ Sỹ Dũng',
    contactPhone: '0915 209 836',
    contactEmail: 'robot.cokhisl@example.vn',
    publishedAt: '2025-11-03',
    nq57Groups: [6],
  },
  {
    slug: 'he-thong-canh-bao-som-sat-lo-dat-bang-cam-bien',
    name: 'Hệ thống cảnh báo sớm sạt lở đất bằng cảm biến',
    summary:
      'Mạng cảm biến đo mưa, độ ẩm đất và chuyển dịch mái dốc, phát cảnh báo nhiều cấp độ tới chính quyền xã và người dân vùng có nguy cơ sạt lở.',
    description:
      '<p>Mỗi điểm đo gồm cảm biến nghiêng, cảm biến độ ẩm đất ở nhiều độ sâu và trạm đo mưa. Dữ liệu được phân tích bằng mô hình ngưỡng mưa – độ ẩm được hiệu chỉnh theo địa chất từng khu vực.</p>' +
      '<ul><li>Ba cấp cảnh báo, phát qua loa truyền thanh, tin nhắn và ứng dụng.</li><li>Hoạt động bằng năng lượng mặt trời, truyền dữ liệu qua sóng di động hoặc vệ tinh.</li><li>Đã lắp thử nghiệm tại 4 điểm ở các xã miền núi phía Tây tỉnh.</li></ul>' +
      '<p>Nhóm nghiên cứu cần đối tác sản xuất thiết bị số lượng lớn và nguồn hỗ trợ của Nhà nước để nhân rộng tại các điểm có nguy cơ cao.</p>',
    field: 'Môi trường',
    readinessLevel: 6,
    ownerOrganisation: 'Trường Đại học Sông Lam',
    demandTypes: [1, 5],
    price: null,
    contactName: 'TS. Nguyễn Văn Sơn',
    contactPhone: '0982 613 507',
    contactEmail: 'satlo.dhsl@example.vn',
    publishedAt: '2025-11-20',
    nq57Groups: [3],
  },
  {
    slug: 'bo-kit-chan-doan-nhanh-benh-dom-trang-tren-tom',
    name: 'Bộ kit chẩn đoán nhanh bệnh đốm trắng trên tôm',
    summary:
      'Bộ kit xét nghiệm khuếch đại đẳng nhiệt cho kết quả trong 45 phút ngay tại trại nuôi, giúp phát hiện sớm virus gây bệnh đốm trắng.',
    description:
      '<p>Kỹ thuật khuếch đại đẳng nhiệt không cần máy luân nhiệt đắt tiền; người nuôi chỉ cần bộ ủ nhiệt cầm tay và đọc kết quả bằng mắt thường qua đổi màu dung dịch.</p>' +
      '<ul><li>Độ nhạy tương đương phương pháp PCR trong phòng thí nghiệm ở mức nhiễm trung bình trở lên.</li><li>Mỗi hộp 25 phản ứng, bảo quản ở 2–8 °C trong 6 tháng.</li><li>Có hướng dẫn bằng video, tư vấn kỹ thuật qua điện thoại.</li></ul>' +
      '<p>Giá niêm yết tính cho một hộp 25 phản ứng. Doanh nghiệp đề nghị cơ quan chuyên môn thẩm định để mở rộng cung cấp cho các vùng nuôi tập trung.</p>',
    field: 'Công nghệ sinh học',
    readinessLevel: 7,
    ownerOrganisation: 'Công ty TNHH Sinh học Thủy sản Lam Hải',
    demandTypes: [2, 4],
    price: 1250000,
    contactName: 'Cao Thị Bích Ngọc',
    contactPhone: '0971 458 320',
    contactEmail: 'kit.lamhai@example.vn',
    publishedAt: '2025-12-08',
    nq57Groups: [6],
  },
  {
    slug: 'tra-tui-loc-thao-duoc-lac-tien-tam-sen',
    name: 'Trà túi lọc thảo dược lạc tiên – tâm sen',
    summary:
      'Sản phẩm OCOP 4 sao từ lạc tiên, tâm sen và lá vông trồng tại địa phương, sản xuất trên dây chuyền sấy lạnh giữ hương vị tự nhiên.',
    description:
      '<p>Hợp tác xã liên kết với hơn 60 hộ trồng dược liệu, áp dụng quy trình canh tác không dùng thuốc bảo vệ thực vật hóa học. Nguyên liệu được sấy lạnh, nghiền và đóng túi lọc trên dây chuyền đạt yêu cầu an toàn thực phẩm.</p>' +
      '<ul><li>Hộp 25 túi × 2 g, hạn sử dụng 18 tháng.</li><li>Có tem truy xuất nguồn gốc điện tử.</li><li>Nhận sản xuất theo thương hiệu riêng cho nhà phân phối.</li></ul>' +
      '<p>Giá niêm yết là giá bán lẻ một hộp; có chính sách chiết khấu cho đại lý và đơn hàng lớn.</p>',
    field: 'Y dược',
    readinessLevel: 9,
    ownerOrganisation: 'Hợp tác xã Dược liệu Núi Lam',
    demandTypes: [2],
    price: 65000,
    contactName: 'Lê Thị Hoài',
    contactPhone: '0362 774 918',
    contactEmail: 'duoclieu.nuilam@example.vn',
    publishedAt: '2026-01-12',
    nq57Groups: [6],
  },
  {
    slug: 'xu-ly-nuoc-thai-che-bien-thuy-san-cong-nghe-mbbr',
    name: 'Xử lý nước thải chế biến thủy sản bằng công nghệ MBBR',
    summary:
      'Hệ thống xử lý nước thải giá thể vi sinh di động (MBBR) dạng mô-đun cho cơ sở chế biến thủy sản quy mô vừa và nhỏ, chiếm ít diện tích.',
    description:
      '<p>Nước thải giàu chất hữu cơ và đạm từ quá trình sơ chế được xử lý qua bể tuyển nổi, bể MBBR hai bậc và bể lắng. Mô-đun chế tạo sẵn bằng thép phủ composite, lắp đặt trong 2–3 tuần.</p>' +
      '<ul><li>Công suất mô-đun 20–100 m³ mỗi ngày đêm, ghép nối để mở rộng.</li><li>Nước sau xử lý đạt quy chuẩn kỹ thuật quốc gia về nước thải công nghiệp.</li><li>Giám sát từ xa các thông số vận hành qua điện thoại.</li></ul>' +
      '<p>Báo giá theo công suất và chất lượng nước đầu vào sau khi khảo sát thực tế.</p>',
    field: 'Môi trường',
    readinessLevel: 8,
    ownerOrganisation: 'Công ty TNHH Kỹ thuật Môi trường Lam Thủy',
    demandTypes: [2],
    price: null,
    contactName: 'Tạ Quang Vinh',
    contactPhone: '0936 501 278',
    contactEmail: 'moitruong.lamthuy@example.vn',
    publishedAt: '2026-02-24',
    nq57Groups: [6],
  },
  {
    slug: 'thiet-bi-khi-hoa-trau-phat-dien-quy-mo-nho',
    name: 'Thiết bị khí hóa trấu phát điện quy mô nhỏ',
    summary:
      'Lò khí hóa trấu và mùn cưa kết hợp máy phát, cung cấp điện và nhiệt cho cơ sở xay xát, sấy nông sản tại vùng nông thôn.',
    description:
      '<p>Thiết bị chuyển hóa trấu thành khí tổng hợp, làm sạch qua bộ lọc nhiều tầng rồi cấp cho động cơ máy phát. Nhiệt thải được thu hồi để sấy thóc, sấy sắn lát.</p>' +
      '<ul><li>Công suất điện 50 kW, tiêu thụ khoảng 80 kg trấu mỗi giờ.</li><li>Tro trấu sau khí hóa dùng làm phụ gia phân bón, vật liệu xây dựng.</li><li>Mẫu thử nghiệm đã vận hành hơn 1.500 giờ.</li></ul>' +
      '<p>Viện tìm đối tác chế tạo, nhà đầu tư và đơn vị thẩm định để hoàn thiện hồ sơ thương mại hóa.</p>',
    field: 'Năng lượng',
    readinessLevel: 6,
    ownerOrganisation: 'Viện Cơ điện và Năng lượng nông thôn Sông Lam',
    demandTypes: [1, 3, 4],
    price: null,
    contactName: 'KS. Mai Xuân Thắng',
    contactPhone: '0919 846 035',
    contactEmail: 'khihoa.songlam@example.vn',
    publishedAt: '2026-03-16',
    nq57Groups: [3, 7],
  },
  {
    slug: 'che-pham-probiotic-cho-ga-tha-vuon',
    name: 'Chế phẩm probiotic cho gà thả vườn',
    summary:
      'Chế phẩm men vi sinh bổ sung vào thức ăn, nước uống giúp gà thả vườn tiêu hóa tốt, giảm sử dụng kháng sinh và mùi hôi chuồng trại.',
    description:
      '<p>Sản phẩm phối hợp các chủng Bacillus và Lactobacillus có khả năng chịu nhiệt, tồn tại tốt trong đường ruột gia cầm. Mô hình thử nghiệm tại 12 trang trại cho thấy tỷ lệ nuôi sống tăng và chi phí thuốc thú y giảm rõ rệt.</p>' +
      '<ul><li>Dạng bột, gói 1 kg dùng cho khoảng 1 tấn thức ăn.</li><li>Giảm khí amoniac trong chuồng nuôi.</li><li>Phù hợp định hướng chăn nuôi an toàn sinh học, giảm kháng sinh.</li></ul>' +
      '<p>Giá niêm yết tính cho một kilôgam.</p>',
    field: 'Công nghệ sinh học',
    readinessLevel: 8,
    ownerOrganisation: 'Công ty TNHH Công nghệ sinh học Lam Phát',
    demandTypes: [2],
    price: 120000,
    contactName: 'Dương Thị Kim Oanh',
    contactPhone: '0395 280 617',
    contactEmail: 'probiotic.lamphat@example.vn',
    publishedAt: '2026-04-06',
    nq57Groups: [6],
  },
  {
    slug: 'may-boc-vo-va-phan-loai-hat-lac-tu-dong',
    name: 'Máy bóc vỏ và phân loại hạt lạc tự động',
    summary:
      'Dây chuyền bóc vỏ, tách tạp chất và phân loại hạt lạc bằng camera, giúp hợp tác xã nâng giá trị nông sản và giảm lao động thủ công.',
    description:
      '<p>Máy gồm cụm bóc vỏ bằng trục cao su, sàng rung tách vỏ và băng tải phân loại dùng camera nhận diện hạt lép, hạt mốc, hạt đổi màu. Hạt đạt chuẩn được đóng bao tự động.</p>' +
      '<h3>Thông số kỹ thuật</h3>' +
      '<ul><li>Năng suất 500 kg lạc vỏ mỗi giờ, tỷ lệ hạt vỡ dưới 3%.</li><li>Độ chính xác phân loại trên 95%.</li><li>Động cơ 5,5 kW, điện ba pha.</li></ul>' +
      '<p>Giá niêm yết đã bao gồm vận chuyển, lắp đặt trong tỉnh và bảo hành 12 tháng.</p>',
    field: 'Cơ khí - Tự động hóa',
    readinessLevel: 8,
    ownerOrganisation: 'Công ty TNHH Chế tạo máy nông nghiệp Tân Lam',
    demandTypes: [2],
    price: 95000000,
    contactName: 'Lương Văn Hào',
    contactPhone: '0914 633 780',
    contactEmail: 'maynongnghiep.tanlam@example.vn',
    publishedAt: '2026-04-28',
    nq57Groups: [6],
  },
  {
    slug: 'he-thong-quan-ly-nang-luong-cho-doanh-nghiep',
    name: 'Hệ thống quản lý năng lượng cho doanh nghiệp',
    summary:
      'Công tơ thông minh và phần mềm phân tích tiêu thụ điện theo từng dây chuyền, giúp doanh nghiệp phát hiện lãng phí và lập kế hoạch tiết kiệm năng lượng.',
    description:
      '<p>Các công tơ đo đa kênh được lắp tại tủ điện tổng và từng phụ tải lớn. Phần mềm vẽ biểu đồ phụ tải, so sánh định mức tiêu hao năng lượng trên một đơn vị sản phẩm và gợi ý biện pháp tiết kiệm.</p>' +
      '<ul><li>Gói cơ bản gồm 10 điểm đo và phần mềm một năm.</li><li>Hỗ trợ lập báo cáo sử dụng năng lượng định kỳ.</li><li>Cảnh báo khi hệ số công suất thấp hoặc phụ tải bất thường.</li></ul>' +
      '<p>Doanh nghiệp thường tiết kiệm 8–15% điện năng ngay trong năm đầu. Nhà cung cấp đề nghị thẩm định hiệu quả để đưa giải pháp vào danh mục khuyến khích của tỉnh.</p>',
    field: 'Năng lượng',
    readinessLevel: 8,
    ownerOrganisation: 'Công ty Cổ phần Tự động hóa Lam Điện',
    demandTypes: [2, 4],
    price: 38000000,
    contactName: 'Châu Minh Đức',
    contactPhone: '0909 357 204',
    contactEmail: 'ems.lamdien@example.vn',
    publishedAt: '2026-05-19',
    nq57Groups: [6],
  },
  {
    slug: 'may-do-do-man-cam-tay-ket-noi-dien-thoai',
    name: 'Máy đo độ mặn cầm tay kết nối điện thoại',
    summary:
      'Thiết bị đo độ mặn giá rẻ, kết nối điện thoại qua Bluetooth, giúp nông dân kiểm tra nước trước khi lấy vào ruộng và chia sẻ số liệu lên bản đồ mặn chung.',
    description:
      '<p>Đầu đo điện dẫn có bù nhiệt được đóng gói trong vỏ chống nước. Kết quả hiển thị ngay trên ứng dụng kèm khuyến cáo có nên lấy nước tưới cho lúa, rau màu hay không.</p>' +
      '<ul><li>Dải đo 0–40‰, độ phân giải 0,1‰.</li><li>Pin sạc dùng liên tục khoảng 30 ngày.</li><li>Số liệu gắn tọa độ, tự động gửi về hệ thống dự báo mặn của tỉnh khi người dùng đồng ý.</li></ul>' +
      '<p>Giá niêm yết cho một thiết bị. Các tổ hợp tác dùng nước chung được ưu tiên trong chương trình hỗ trợ của Nhà nước.</p>',
    field: 'Nông nghiệp',
    readinessLevel: 7,
    ownerOrganisation: 'Công ty TNHH Công nghệ Đo lường Phú Lam',
    demandTypes: [2, 5],
    price: 3200000,
    contactName: 'Trương Công Minh',
    contactPhone: '0377 152 946',
    contactEmail: 'doman.phulam@example.vn',
    publishedAt: '2026-06-09',
    nq57Groups: [3],
  },
  {
    slug: 'san-giao-dich-nong-san-so-cho-lam',
    name: 'Sàn giao dịch nông sản số Chợ Lam',
    summary:
      'Nền tảng kết nối trực tiếp hợp tác xã, nông hộ với thương lái, bếp ăn tập thể và siêu thị, có đặt hàng theo mùa vụ và thanh toán không dùng tiền mặt.',
    description:
      '<p>Chợ Lam cho phép người mua đặt hàng trước theo kế hoạch mùa vụ, người bán công bố sản lượng dự kiến và nhận tiền đặt cọc qua ví điện tử hoặc ngân hàng. Hệ thống gợi ý giá tham khảo dựa trên dữ liệu giao dịch gần nhất.</p>' +
      '<ul><li>Hơn 180 hợp tác xã và 40 đơn vị thu mua đã đăng ký thử nghiệm.</li><li>Kết nối dữ liệu truy xuất nguồn gốc của sản phẩm OCOP.</li><li>Hỗ trợ đơn vị vận chuyển ghép chuyến để giảm chi phí.</li></ul>' +
      '<p>Nhóm sáng lập tìm kiếm đối tác logistics và nhà đầu tư cho giai đoạn mở rộng ra các tỉnh lân cận.</p>',
    field: 'Công nghệ thông tin',
    readinessLevel: 8,
    ownerOrganisation: 'Công ty Cổ phần Khởi nghiệp Chợ Lam',
    demandTypes: [1, 3],
    price: null,
    contactName: 'Vũ Hoàng Yến',
    contactPhone: '0931 862 405',
    contactEmail: 'hotro.cholam@example.vn',
    publishedAt: '2026-07-01',
    nq57Groups: [6],
  },
  {
    slug: 'vat-lieu-composite-tu-xo-dua',
    name: 'Vật liệu composite từ xơ dừa cho nội thất',
    summary:
      'Tấm composite sinh học gia cường bằng xơ dừa, thay thế một phần gỗ ép công nghiệp trong sản xuất đồ nội thất và vách ngăn.',
    description:
      '<p>Xơ dừa được xử lý kiềm để tăng độ bám dính, sau đó ép nóng cùng nhựa nền có nguồn gốc sinh học. Tấm thành phẩm nhẹ, chịu ẩm tốt và có vân bề mặt tự nhiên.</p>' +
      '<ul><li>Khối lượng riêng 0,75–0,85 g/cm³.</li><li>Độ trương nở chiều dày sau 24 giờ ngâm nước dưới 8%.</li><li>Phát thải formaldehyde rất thấp do không dùng keo gốc urê.</li></ul>' +
      '<p>Nhóm nghiên cứu tìm doanh nghiệp nội thất cùng phát triển sản phẩm và nhà đầu tư cho dây chuyền ép liên tục.</p>',
    ...materialsInstitute,
    contactEmail: 'composite.vlmt@example.vn',
    publishedAt: '2026-07-22',
    nq57Groups: [3, 7],
  },
  {
    slug: 'nha-mang-trong-dua-luoi-dieu-khien-tu-dong',
    name: 'Nhà màng trồng dưa lưới điều khiển tự động',
    summary:
      'Nhà màng trọn gói có hệ thống tưới nhỏ giọt, cắt nắng, thông gió và bón phân tự động, phù hợp trồng dưa lưới, cà chua, ớt ngọt chất lượng cao.',
    description:
      '<p>Kết cấu khung thép mạ kẽm chịu gió cấp 10, màng nông nghiệp chống tia cực tím. Bộ điều khiển trung tâm tự động tưới và châm phân theo bức xạ mặt trời, độ ẩm giá thể và nhiệt độ trong nhà.</p>' +
      '<h3>Quy cách</h3>' +
      '<ul><li>Giá niêm yết tính cho 1.000 m² hoàn thiện.</li><li>Năng suất dưa lưới đạt 2,5–3 tấn mỗi vụ trên 1.000 m².</li><li>Chuyển giao quy trình kỹ thuật và hỗ trợ bao tiêu sản phẩm vụ đầu.</li></ul>' +
      '<p>Mô hình đã triển khai tại nhiều hợp tác xã trong tỉnh, giúp thanh niên nông thôn khởi nghiệp với sản phẩm nông nghiệp giá trị cao.</p>',
    field: 'Nông nghiệp',
    readinessLevel: 9,
    ownerOrganisation: 'Công ty TNHH Công nghệ Nông nghiệp Xanh Lam',
    demandTypes: [2],
    price: 420000000,
    contactName: 'Nguyễn Hữu Phước',
    contactPhone: '0912 406 318',
    contactEmail: 'nhamang.xanhlam@example.vn',
    publishedAt: '2026-08-17',
    nq57Groups: [6],
  },
  {
    slug: 'mang-bao-chitosan-bao-quan-qua-sau-thu-hoach',
    name: 'Màng bao chitosan bảo quản quả sau thu hoạch',
    summary:
      'Dung dịch tạo màng ăn được từ chitosan và tinh dầu thực vật, kéo dài thời gian bảo quản bưởi, cam, xoài mà không dùng chất bảo quản tổng hợp.',
    description:
      '<p>Chitosan được tách chiết từ vỏ tôm của các nhà máy chế biến trong tỉnh, phối trộn với tinh dầu và phụ gia an toàn thực phẩm. Quả được nhúng hoặc phun một lớp màng mỏng, hạn chế mất nước và nấm bệnh.</p>' +
      '<ul><li>Kéo dài thời gian bảo quản bưởi tới 10–12 tuần ở nhiệt độ thường.</li><li>Giảm tỷ lệ hao hụt khối lượng khoảng một nửa so với quả không xử lý.</li><li>Không làm thay đổi mùi vị, dễ rửa sạch.</li></ul>' +
      '<p>Đơn vị sẵn sàng chuyển giao cho hợp tác xã, doanh nghiệp thu mua và cần thẩm định để mở rộng quy mô.</p>',
    field: 'Công nghệ sinh học',
    readinessLevel: 7,
    ownerOrganisation: 'Trung tâm Nghiên cứu Vi sinh vật ứng dụng, Trường Đại học Sông Lam',
    demandTypes: [1, 2, 4],
    price: null,
    contactName: 'ThS. Lưu Thị Mai Phương',
    contactPhone: '0356 902 471',
    contactEmail: 'chitosan.dhsl@example.vn',
    publishedAt: '2026-09-14',
    nq57Groups: [3, 6],
  },
  {
    slug: 'thiet-bi-deo-canh-bao-te-nga-cho-nguoi-cao-tuoi',
    name: 'Thiết bị đeo cảnh báo té ngã cho người cao tuổi',
    summary:
      'Vòng đeo tay theo dõi nhịp tim, vận động và tự động gọi người thân, trạm y tế xã khi phát hiện té ngã hoặc chỉ số bất thường.',
    description:
      '<p>Thiết bị dùng cảm biến gia tốc và thuật toán học máy để phân biệt té ngã với các cử động thông thường. Khi phát hiện sự cố, vòng đeo rung báo, nếu người dùng không hủy trong 30 giây sẽ gửi vị trí tới người thân và nhân viên y tế.</p>' +
      '<ul><li>Pin dùng 7 ngày, chống nước mức IP67.</li><li>Nút gọi khẩn cấp, định vị trong nhà và ngoài trời.</li><li>Bảng theo dõi dành cho trạm y tế xã quản lý người cao tuổi sống một mình.</li></ul>' +
      '<p>Dự án khởi nghiệp đang được ươm tạo tại Trung tâm Đổi mới sáng tạo tỉnh Sông Lam, tìm kiếm đối tác y tế, nhà đầu tư thiên thần và hỗ trợ thử nghiệm từ Nhà nước.</p>',
    field: 'Y dược',
    readinessLevel: 6,
    ownerOrganisation: 'Công ty TNHH Khởi nghiệp An Tâm Care',
    demandTypes: [1, 3, 5],
    price: null,
    contactName: 'Phùng Gia Huy',
    contactPhone: '0987 021 594',
    contactEmail: 'antamcare@example.vn',
    publishedAt: '2026-10-05',
    nq57Groups: [4, 6],
  },
  {
    slug: 'phan-mem-ban-do-so-va-thuyet-minh-du-lich-tu-dong',
    name: 'Phần mềm bản đồ số và thuyết minh du lịch tự động',
    summary:
      'Ứng dụng bản đồ số điểm đến kèm thuyết minh tự động theo vị trí bằng nhiều ngôn ngữ, phục vụ khu di tích, làng nghề và điểm du lịch cộng đồng.',
    description:
      '<p>Khi du khách đến gần một điểm tham quan, ứng dụng tự động phát lời thuyết minh phù hợp với ngôn ngữ đã chọn. Ban quản lý điểm đến có thể tự cập nhật nội dung, hình ảnh, lịch sự kiện mà không cần lập trình.</p>' +
      '<ul><li>Hỗ trợ tiếng Việt, tiếng Anh, tiếng Hàn, tiếng Trung.</li><li>Hoạt động ngoại tuyến tại khu vực sóng yếu.</li><li>Thống kê lượt khách, thời gian dừng chân phục vụ quy hoạch tuyến tham quan.</li></ul>' +
      '<p>Phí bản quyền tính theo năm cho một điểm đến, đã bao gồm số hóa 20 điểm thuyết minh đầu tiên.</p>',
    field: 'Công nghệ thông tin',
    readinessLevel: 8,
    ownerOrganisation: 'Công ty TNHH Truyền thông số Lam Du',
    demandTypes: [1, 2],
    price: 24000000,
    contactName: 'Tôn Nữ Thảo Vy',
    contactPhone: '0938 746 301',
    contactEmail: 'dulichso.lamdu@example.vn',
    publishedAt: '2026-11-02',
    nq57Groups: [5, 6],
  },
];
