import type { DemoBigProblem } from './types.ts';

/**
 * "Bài toán lớn" do các cơ quan của tỉnh Sông Lam (hư cấu) đặt hàng, kèm các giải pháp đã nhận.
 * Trạng thái: 5 đang mở, 2 đã đóng, 1 đã giải quyết.
 */
export const demoBigProblems: DemoBigProblem[] = [
  {
    slug: 'du-bao-xam-nhap-man-vung-lua-ven-bien',
    title: 'Dự báo xâm nhập mặn phục vụ sản xuất lúa vùng ven biển',
    field: 'Nông nghiệp',
    orderingBody: 'Chi cục Thủy lợi tỉnh Sông Lam',
    description:
      '<p>Vùng lúa ven biển phía Đông tỉnh Sông Lam có khoảng 18.000 ha chịu ảnh hưởng của xâm nhập mặn vào mùa khô. Những năm gần đây, mặn xuất hiện sớm hơn và lấn sâu hơn vào các kênh nội đồng, khiến nhiều diện tích phải gieo cấy lại hoặc bỏ vụ.</p>' +
      '<p>Việc vận hành cống, trạm bơm hiện chủ yếu dựa trên kinh nghiệm và số liệu đo thủ công vài ngày một lần. Tỉnh cần một công cụ dự báo độ mặn theo thời gian thực để chủ động lịch lấy nước, điều chỉnh lịch thời vụ và cảnh báo sớm cho người dân.</p>',
    requirements:
      'Giải pháp phải kết hợp mạng cảm biến đo mặn tự động trên các tuyến kênh chính với mô hình dự báo thủy lực – lan truyền mặn. Kết quả dự báo tối thiểu 7 ngày, cập nhật hằng ngày và hiển thị được trên điện thoại cho cán bộ thủy lợi cấp xã.',
    expectedResults:
      'Bản đồ dự báo độ mặn theo từng tuyến kênh; bản tin khuyến cáo lấy nước gửi tới hợp tác xã dùng nước; giảm ít nhất 30% diện tích lúa bị thiệt hại do mặn so với bình quân ba năm trước.',
    budgetRange: '3 – 5 tỷ đồng',
    deadline: '2026-03-31',
    status: 'solved',
    solutions: [
      {
        title: 'Hệ thống giám sát và dự báo mặn thời gian thực SaltWatch Sông Lam',
        organisation: 'Trường Đại học Sông Lam',
        summary:
          'Lắp đặt 24 trạm đo mặn tự động tại các cửa cống và kênh cấp một, kết hợp mô hình thủy lực một chiều được hiệu chỉnh bằng số liệu nhiều năm. Hệ thống đã vận hành qua mùa khô 2025–2026 với sai số dự báo trung bình dưới 1‰.',
        approved: true,
      },
      {
        title: 'Ứng dụng ảnh vệ tinh ước tính độ mặn đất ruộng',
        organisation: 'Công ty Cổ phần Dữ liệu Không gian Lam Địa',
        summary:
          'Đề xuất sử dụng ảnh vệ tinh quang học và radar để ước tính độ mặn đất trên diện rộng. Giải pháp được đánh giá có tiềm năng bổ trợ nhưng chưa đáp ứng yêu cầu dự báo theo ngày nên không được lựa chọn ở giai đoạn này.',
        approved: false,
      },
    ],
    nq57Groups: [3, 6],
  },
  {
    slug: 'canh-bao-som-sat-lo-dat-tai-cac-xa-mien-nui',
    title: 'Cảnh báo sớm sạt lở đất tại các xã miền núi',
    field: 'Môi trường',
    orderingBody: 'Ban Chỉ huy Phòng thủ dân sự tỉnh Sông Lam',
    description:
      '<p>Các xã miền núi phía Tây tỉnh có hơn 140 điểm được xác định có nguy cơ sạt lở, nhiều điểm nằm sát khu dân cư, trường học và tuyến đường liên xã. Mưa lớn kéo dài trong mùa bão thường gây sạt lở bất ngờ vào ban đêm.</p>' +
      '<p>Tỉnh đặt hàng giải pháp cảnh báo sớm chi phí hợp lý, có thể nhân rộng, giúp chính quyền xã chủ động sơ tán người dân trước khi sự cố xảy ra.</p>',
    requirements:
      'Thiết bị phải hoạt động độc lập về nguồn điện, chịu được điều kiện mưa bão và vùng sóng di động yếu. Ngưỡng cảnh báo cần được hiệu chỉnh theo đặc điểm địa chất từng điểm và truyền tới loa truyền thanh, điện thoại của người dân trong vùng ảnh hưởng.',
    expectedResults:
      'Mạng cảnh báo tại ít nhất 30 điểm nguy cơ cao; quy trình phối hợp cảnh báo – sơ tán được ban hành; thời gian từ khi phát hiện dấu hiệu nguy hiểm đến khi người dân nhận cảnh báo không quá 10 phút.',
    budgetRange: '5 – 8 tỷ đồng',
    deadline: '2027-06-30',
    status: 'open',
    solutions: [
      {
        title: 'Mạng cảm biến nghiêng – độ ẩm đất kết hợp ngưỡng mưa tới hạn',
        organisation: 'Trường Đại học Sông Lam',
        summary:
          'Mở rộng mô hình đã thử nghiệm tại 4 điểm lên 30 điểm, bổ sung truyền dẫn vệ tinh cho vùng không có sóng. Giải pháp được Hội đồng đánh giá cao về tính khả thi và chi phí hợp lý.',
        approved: true,
      },
      {
        title: 'Giám sát biến dạng mái dốc bằng radar giao thoa vệ tinh',
        organisation: 'Viện Địa kỹ thuật và Tai biến thiên nhiên Trường Sơn',
        summary:
          'Sử dụng chuỗi ảnh radar để phát hiện chuyển dịch mặt đất ở mức milimét trên diện rộng, làm căn cứ khoanh vùng nguy cơ. Hồ sơ đang được bổ sung phương án kết hợp với cảnh báo tại chỗ.',
        approved: false,
      },
    ],
    nq57Groups: [3],
  },
  {
    slug: 'giam-un-tac-giao-thong-cua-ngo-phia-bac-trung-tam-tinh',
    title: 'Giảm ùn tắc giao thông tại cửa ngõ phía Bắc trung tâm tỉnh',
    field: 'Công nghệ thông tin',
    orderingBody: 'Sở Xây dựng tỉnh Sông Lam',
    description:
      '<p>Nút giao cửa ngõ phía Bắc phường Lam Giang, nơi quốc lộ giao với trục đường vào trung tâm hành chính tỉnh, thường xuyên ùn tắc vào giờ cao điểm sáng, chiều và các dịp lễ, Tết. Lưu lượng xe tải ra vào khu công nghiệp lân cận tăng nhanh trong hai năm qua.</p>' +
      '<p>Tỉnh cần giải pháp điều khiển giao thông thông minh và phân luồng dựa trên dữ liệu, có thể triển khai nhanh trong khi chờ đầu tư mở rộng hạ tầng.</p>',
    requirements:
      'Giải pháp cần thu thập dữ liệu lưu lượng theo thời gian thực từ camera hiện có và bổ sung, tự động điều chỉnh chu kỳ đèn tín hiệu tại ít nhất 6 nút giao liên quan. Dữ liệu phải được chia sẻ với Trung tâm giám sát, điều hành đô thị thông minh của tỉnh.',
    expectedResults:
      'Giảm ít nhất 25% thời gian chờ trung bình tại nút giao trong giờ cao điểm; bảng điều khiển giám sát giao thông; thông tin phân luồng cập nhật cho người tham gia giao thông qua ứng dụng và biển báo điện tử.',
    budgetRange: '4 – 7 tỷ đồng',
    deadline: '2027-03-31',
    status: 'open',
    solutions: [
      {
        title: 'Điều khiển đèn tín hiệu thích ứng dùng trí tuệ nhân tạo',
        organisation: 'Công ty Cổ phần Giao thông thông minh Lam Việt',
        summary:
          'Camera đếm xe bằng thị giác máy tính kết hợp thuật toán tối ưu chu kỳ đèn cho cụm nút giao liên thông. Giải pháp đã được phê duyệt để thí điểm trong 6 tháng trước khi nghiệm thu.',
        approved: true,
      },
      {
        title: 'Phân luồng xe tải theo khung giờ với cổng đăng ký trực tuyến',
        organisation: 'Hiệp hội Doanh nghiệp vận tải tỉnh Sông Lam',
        summary:
          'Doanh nghiệp vận tải đăng ký khung giờ ra vào khu công nghiệp qua cổng trực tuyến, hệ thống điều phối để giảm xe tải trong giờ cao điểm. Đề xuất đang được xem xét như một cấu phần bổ trợ.',
        approved: false,
      },
    ],
    nq57Groups: [5],
  },
  {
    slug: 'so-hoa-ho-so-dia-chinh-toan-tinh',
    title: 'Số hóa và chuẩn hóa hồ sơ địa chính toàn tỉnh',
    field: 'Công nghệ thông tin',
    orderingBody: 'Văn phòng Đăng ký đất đai tỉnh Sông Lam',
    description:
      '<p>Hồ sơ địa chính của tỉnh được lập qua nhiều thời kỳ, trên nhiều hệ tọa độ và định dạng khác nhau; một phần lớn vẫn là bản giấy đã xuống cấp. Điều này làm kéo dài thời gian giải quyết thủ tục đất đai và gây khó khăn cho việc liên thông dữ liệu.</p>' +
      '<p>Tỉnh đặt hàng giải pháp số hóa, nhận dạng và chuẩn hóa dữ liệu địa chính, bảo đảm kết nối với cơ sở dữ liệu đất đai quốc gia và Cơ sở dữ liệu quốc gia về dân cư.</p>',
    requirements:
      'Giải pháp phải có công cụ nhận dạng ký tự tiếng Việt viết tay và in trên sổ sách cũ, đối soát tự động với bản đồ địa chính số. Quy trình kiểm tra chất lượng phải cho phép truy vết từng bản ghi tới tài liệu gốc.',
    expectedResults:
      'Hơn 1,2 triệu thửa đất được số hóa và chuẩn hóa; thời gian tra cứu hồ sơ giảm từ vài ngày xuống vài phút; dữ liệu sẵn sàng phục vụ thủ tục hành chính trực tuyến toàn trình về đất đai.',
    budgetRange: '10 – 15 tỷ đồng',
    deadline: '2026-06-30',
    status: 'closed',
    solutions: [
      {
        title: 'Nền tảng nhận dạng và chuẩn hóa dữ liệu địa chính LamLand',
        organisation: 'Công ty Cổ phần Phần mềm Sông Lam Số',
        summary:
          'Kết hợp nhận dạng ký tự quang học được huấn luyện trên sổ địa chính cũ với công cụ đối soát không gian tự động. Giải pháp được lựa chọn và đang triển khai theo hợp đồng đặt hàng.',
        approved: true,
      },
      {
        title: 'Số hóa thủ công kết hợp thuê ngoài nhập liệu',
        organisation: 'Công ty TNHH Dịch vụ Dữ liệu Phương Nam Lam',
        summary:
          'Đề xuất tổ chức đội nhập liệu quy mô lớn với quy trình kiểm tra hai lớp. Phương án có chi phí thấp nhưng thời gian thực hiện dài nên không được chọn.',
        approved: false,
      },
    ],
    nq57Groups: [5],
  },
  {
    slug: 'giam-ton-that-sau-thu-hoach-trai-cay',
    title: 'Giảm tổn thất sau thu hoạch đối với trái cây đặc sản',
    field: 'Nông nghiệp',
    orderingBody: 'Sở Công Thương tỉnh Sông Lam',
    description:
      '<p>Bưởi, cam và xoài là các sản phẩm chủ lực của tỉnh với tổng sản lượng trên 200.000 tấn mỗi năm, nhưng tỷ lệ tổn thất sau thu hoạch ước tính vẫn ở mức 20–25% do thiếu kho lạnh, bao gói và phương thức vận chuyển phù hợp.</p>' +
      '<p>Tỉnh đặt hàng các giải pháp công nghệ bảo quản, sơ chế và logistics lạnh quy mô hợp tác xã, giúp kéo dài thời gian bán hàng và đáp ứng yêu cầu của thị trường xuất khẩu.</p>',
    requirements:
      'Giải pháp phải phù hợp quy mô hợp tác xã, chi phí vận hành hợp lý và sử dụng chất bảo quản an toàn, được phép lưu hành. Ưu tiên giải pháp sử dụng nguyên liệu, năng lượng tại chỗ và có mô hình chia sẻ kho lạnh.',
    expectedResults:
      'Giảm tỷ lệ tổn thất sau thu hoạch xuống dưới 12% tại các mô hình thí điểm; kéo dài thời gian bảo quản thêm ít nhất 4 tuần; ít nhất 10 hợp tác xã áp dụng.',
    budgetRange: '2 – 4 tỷ đồng',
    deadline: '2027-05-31',
    status: 'open',
    solutions: [
      {
        title: 'Màng bao chitosan kết hợp kho lạnh mô-đun năng lượng mặt trời',
        organisation: 'Trung tâm Nghiên cứu Vi sinh vật ứng dụng, Trường Đại học Sông Lam',
        summary:
          'Xử lý quả bằng màng bao chitosan sản xuất từ vỏ tôm địa phương, bảo quản trong kho lạnh mô-đun dùng điện mặt trời. Giải pháp được phê duyệt thí điểm tại 3 hợp tác xã.',
        approved: true,
      },
      {
        title: 'Nền tảng điều phối vận chuyển lạnh ghép chuyến',
        organisation: 'Công ty Cổ phần Khởi nghiệp Chợ Lam',
        summary:
          'Ghép đơn hàng của nhiều hợp tác xã vào cùng chuyến xe lạnh dựa trên lịch thu hoạch. Đề xuất đang chờ bổ sung số liệu về chi phí vận hành.',
        approved: false,
      },
      {
        title: 'Dây chuyền sơ chế, phân loại quả bằng thị giác máy',
        organisation: 'Công ty TNHH Chế tạo máy nông nghiệp Tân Lam',
        summary:
          'Phân loại quả theo kích thước, màu sắc và khuyết tật bề mặt để đóng gói theo tiêu chuẩn từng thị trường. Giải pháp đang trong vòng đánh giá kỹ thuật.',
        approved: false,
      },
    ],
    nq57Groups: [6],
  },
  {
    slug: 'giam-rac-thai-nhua-vung-ven-bien',
    title: 'Giảm rác thải nhựa tại vùng ven biển',
    field: 'Môi trường',
    orderingBody: 'Sở Nông nghiệp và Môi trường tỉnh Sông Lam',
    description:
      '<p>Bờ biển dài hơn 70 km của tỉnh thường xuyên tiếp nhận rác thải nhựa từ hoạt động đánh bắt, nuôi trồng thủy sản, du lịch và rác trôi dạt theo dòng chảy. Lượng rác tăng đột biến sau mỗi đợt gió mùa gây ảnh hưởng tới cảnh quan và sinh kế ngư dân.</p>' +
      '<p>Tỉnh đặt hàng giải pháp tổng thể từ giám sát, thu gom đến tái chế rác thải nhựa, có sự tham gia của cộng đồng và doanh nghiệp.</p>',
    requirements:
      'Giải pháp phải có công cụ giám sát, định lượng rác thải nhựa trên bờ biển và mô hình thu gom, tái chế khả thi về kinh tế. Cần đề xuất cơ chế khuyến khích ngư dân, cơ sở du lịch tham gia.',
    expectedResults:
      'Giảm ít nhất 40% lượng rác nhựa tồn đọng tại các bãi biển trọng điểm; hình thành ít nhất một cơ sở tái chế lưới, phao xốp; bản đồ số điểm nóng rác thải được cập nhật hằng tháng.',
    budgetRange: '3 – 6 tỷ đồng',
    deadline: '2026-09-30',
    status: 'closed',
    solutions: [
      {
        title: 'Giám sát rác thải bằng thiết bị bay và mô hình thu gom đổi rác lấy quà',
        organisation: 'Trung tâm Đổi mới sáng tạo tỉnh Sông Lam',
        summary:
          'Dùng thiết bị bay chụp ảnh định kỳ và mô hình nhận diện rác để lập bản đồ điểm nóng, kết hợp điểm đổi rác nhựa lấy nhu yếu phẩm tại các cảng cá. Giải pháp được lựa chọn và đang triển khai tại 5 xã ven biển.',
        approved: true,
      },
      {
        title: 'Tái chế lưới đánh cá và phao xốp thành vật liệu xây dựng',
        organisation: 'Công ty TNHH Vật liệu Xanh Đồng Lam',
        summary:
          'Nghiền, làm sạch và phối trộn nhựa thải với cốt liệu để sản xuất gạch lát, cọc rào. Giải pháp được phê duyệt là cấu phần tái chế của chương trình.',
        approved: true,
      },
    ],
    nq57Groups: [6, 7],
  },
  {
    slug: 'tri-tue-nhan-tao-ho-tro-kham-chua-benh-tai-tram-y-te-xa',
    title: 'Trí tuệ nhân tạo hỗ trợ khám chữa bệnh tại trạm y tế xã',
    field: 'Y dược',
    orderingBody: 'Sở Y tế tỉnh Sông Lam',
    description:
      '<p>Nhiều trạm y tế xã vùng sâu, vùng xa chỉ có một bác sĩ hoặc chưa có bác sĩ thường trực. Người dân phải đi xa để được chẩn đoán các bệnh thường gặp như tăng huyết áp, đái tháo đường, bệnh phổi mạn tính.</p>' +
      '<p>Tỉnh đặt hàng giải pháp trí tuệ nhân tạo hỗ trợ nhân viên y tế tuyến xã sàng lọc, chẩn đoán ban đầu và quản lý bệnh mạn tính, kết nối với hồ sơ sức khỏe điện tử.</p>',
    requirements:
      'Giải pháp phải được huấn luyện hoặc hiệu chỉnh trên dữ liệu người Việt, chỉ đóng vai trò hỗ trợ quyết định và luôn để nhân viên y tế quyết định cuối cùng. Dữ liệu bệnh nhân phải được bảo vệ theo quy định về dữ liệu cá nhân và lưu trữ trong nước.',
    expectedResults:
      'Ít nhất 50 trạm y tế xã sử dụng; tăng tỷ lệ phát hiện sớm bệnh không lây nhiễm; giảm tỷ lệ chuyển tuyến không cần thiết; có báo cáo đánh giá độc lập về độ chính xác và an toàn.',
    budgetRange: '6 – 10 tỷ đồng',
    deadline: '2027-09-30',
    status: 'open',
    solutions: [
      {
        title: 'Đọc ảnh X-quang ngực tự động hỗ trợ sàng lọc bệnh phổi',
        organisation: 'Công ty Cổ phần Y tế số Lam An',
        summary:
          'Phần mềm phân tích ảnh X-quang ngực, khoanh vùng bất thường và xếp mức ưu tiên để bác sĩ tuyến trên đọc từ xa. Giải pháp được phê duyệt thí điểm tại 12 trạm y tế có máy X-quang số.',
        approved: true,
      },
      {
        title: 'Trợ lý lâm sàng quản lý tăng huyết áp và đái tháo đường',
        organisation: 'Trường Đại học Sông Lam',
        summary:
          'Gợi ý phác đồ theo hướng dẫn chuyên môn, nhắc lịch tái khám và cảnh báo chỉ số bất thường qua hồ sơ sức khỏe điện tử. Đề xuất đang được Hội đồng chuyên môn xem xét.',
        approved: false,
      },
    ],
    nq57Groups: [3, 5],
  },
  {
    slug: 'nen-tang-du-lieu-du-lich-thong-minh',
    title: 'Nền tảng dữ liệu du lịch thông minh của tỉnh',
    field: 'Công nghệ thông tin',
    orderingBody: 'Sở Văn hóa, Thể thao và Du lịch tỉnh Sông Lam',
    description:
      '<p>Dữ liệu về lượt khách, cơ sở lưu trú, điểm đến và phản hồi của du khách hiện phân tán ở nhiều đơn vị, thiếu cập nhật, khiến việc hoạch định chính sách và xúc tiến du lịch còn dựa nhiều vào ước tính.</p>' +
      '<p>Tỉnh đặt hàng nền tảng dữ liệu du lịch dùng chung, kết nối cơ sở lưu trú, điểm tham quan và dịch vụ, phục vụ cả quản lý nhà nước lẫn doanh nghiệp.</p>',
    requirements:
      'Nền tảng phải thu thập dữ liệu tự động từ phần mềm quản lý lưu trú, vé tham quan và các nguồn dữ liệu mở, có bảng điều khiển phân tích theo thời gian thực. Dữ liệu chia sẻ cho doanh nghiệp phải được ẩn danh và tổng hợp.',
    expectedResults:
      'Bảng điều khiển du lịch toàn tỉnh cập nhật hằng ngày; ít nhất 70% cơ sở lưu trú kết nối dữ liệu; báo cáo dự báo lượng khách theo mùa phục vụ điều hành và xúc tiến.',
    budgetRange: '2 – 3 tỷ đồng',
    deadline: '2027-12-31',
    status: 'open',
    solutions: [
      {
        title: 'Kho dữ liệu du lịch kết nối phần mềm lưu trú và vé điện tử',
        organisation: 'Công ty TNHH Truyền thông số Lam Du',
        summary:
          'Xây dựng kho dữ liệu và giao diện lập trình để các cơ sở lưu trú, điểm tham quan gửi dữ liệu tự động. Hồ sơ vừa được tiếp nhận và đang chờ Hội đồng thẩm định.',
        approved: false,
      },
    ],
    nq57Groups: [5, 6],
  },
];
