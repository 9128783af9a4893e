import { demandTypeLabels, OFFERED_DEMAND_TYPES } from '@portal/shared/products';
import { submissionStateLabels as state } from '@portal/shared/submission-states';
import type { DemoFaq } from './types.ts';

/** Hỏi đáp: 4 chủ đề, mỗi chủ đề 5 câu, thứ tự 1–5 trong từng chủ đề. */
export const demoFaqs: DemoFaq[] = [
  // ---------------------------------------------------------------- Nghị quyết 57
  {
    topic: 'Nghị quyết 57',
    question: 'Nghị quyết 57 là gì và có liên quan gì đến người dân, doanh nghiệp?',
    answer:
      '<p><strong>Nghị quyết số 57-NQ/TW ngày 22/12/2024 của Bộ Chính trị</strong> về đột phá phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số quốc gia xác định đây là đột phá quan trọng hàng đầu, là động lực chính để phát triển đất nước trong giai đoạn mới.</p>' +
      '<p>Nghị quyết coi người dân và doanh nghiệp là trung tâm, là chủ thể. Người dân được hưởng dịch vụ công trực tuyến thuận tiện hơn; doanh nghiệp, hợp tác xã được hỗ trợ đổi mới công nghệ, bảo hộ tài sản trí tuệ và tiếp cận thị trường khoa học, công nghệ; nhà khoa học có thêm cơ chế để nghiên cứu và thương mại hóa kết quả.</p>',
    order: 1,
  },
  {
    topic: 'Nghị quyết 57',
    question: 'Tỉnh Sông Lam triển khai Nghị quyết 57 như thế nào?',
    answer:
      '<p>Ủy ban nhân dân tỉnh đã ban hành kế hoạch thực hiện Nghị quyết 57 và Nghị quyết 03/NQ-CP của Chính phủ, kiện toàn Ban Chỉ đạo tỉnh do Chủ tịch Ủy ban nhân dân tỉnh làm Trưởng ban, giao Sở Khoa học và Công nghệ làm cơ quan thường trực.</p>' +
      '<p>Các nội dung trọng tâm gồm: chính sách hỗ trợ doanh nghiệp đổi mới công nghệ, đặt hàng giải pháp cho các bài toán lớn của tỉnh, phát triển hệ sinh thái khởi nghiệp, đẩy mạnh dịch vụ công trực tuyến toàn trình và theo dõi kết quả bằng bộ chỉ tiêu công khai trên Cổng thông tin này.</p>',
    order: 2,
  },
  {
    topic: 'Nghị quyết 57',
    question: 'Tôi có thể theo dõi kết quả thực hiện Nghị quyết 57 của tỉnh ở đâu?',
    answer:
      '<p>Ông/Bà vào mục <strong>Báo cáo, đánh giá Nghị quyết 57</strong>. Trang này thể hiện bằng biểu đồ 8 chỉ tiêu theo dõi của tỉnh, được cập nhật theo quý, kèm chỉ tiêu cần đạt, năm mục tiêu và cơ quan cung cấp số liệu.</p>' +
      '<p>Các báo cáo đánh giá định kỳ (quý, sáu tháng, năm) cũng được đăng tại đây và trong mục <strong>Văn bản</strong> để Ông/Bà tải về, đọc chi tiết.</p>',
    order: 3,
  },
  {
    topic: 'Nghị quyết 57',
    question: '“Bài toán lớn” là gì và tôi tham gia giải bài toán bằng cách nào?',
    answer:
      '<p>Bài toán lớn là những vấn đề thực tiễn mà các cơ quan của tỉnh đặt hàng lời giải khoa học, công nghệ, ví dụ cảnh báo sạt lở, giảm ùn tắc giao thông hay giảm tổn thất sau thu hoạch. Mỗi bài toán nêu rõ yêu cầu, kết quả mong đợi, khung kinh phí và thời hạn.</p>' +
      '<p>Với các bài toán còn <strong>đang mở</strong>, Ông/Bà đăng nhập, vào <strong>Gửi đề xuất</strong> và chọn bài toán mà giải pháp của Ông/Bà hướng tới. Giải pháp được Hội đồng chấp thuận sẽ được công bố trong trang chi tiết của bài toán.</p>',
    order: 4,
  },
  {
    topic: 'Nghị quyết 57',
    question: 'Doanh nghiệp, hợp tác xã của tỉnh được hỗ trợ những gì theo Nghị quyết 57?',
    answer:
      '<p>Theo chính sách của Hội đồng nhân dân tỉnh về hỗ trợ phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số, doanh nghiệp, hợp tác xã có thể được hỗ trợ một phần kinh phí cho:</p>' +
      '<ul><li>đổi mới, chuyển giao công nghệ và thiết bị;</li><li>đăng ký bảo hộ sở hữu trí tuệ, xây dựng thương hiệu, truy xuất nguồn gốc;</li><li>ứng dụng chuyển đổi số trong sản xuất, kinh doanh;</li><li>tham gia giải quyết các bài toán lớn do tỉnh đặt hàng.</li></ul>' +
      '<p>Khi gửi đề xuất, Ông/Bà chọn nhu cầu <strong>hỗ trợ của Nhà nước</strong> để Sở Khoa học và Công nghệ xem xét, hướng dẫn hồ sơ cụ thể.</p>',
    order: 5,
  },

  // ---------------------------------------------------------------- Tài khoản và đăng nhập
  {
    topic: 'Tài khoản và đăng nhập',
    question: 'Đăng ký tài khoản trên Cổng cần những thông tin gì?',
    answer:
      '<p>Ông/Bà bấm <strong>Đăng ký</strong> và nhập:</p>' +
      '<ul><li>họ và tên;</li><li><strong>Số CMND/CCCD</strong>: số chứng minh nhân dân (9 chữ số), hoặc số định danh cá nhân (12 chữ số) in trên thẻ căn cước công dân, thẻ căn cước;</li><li>địa chỉ email;</li><li>mật khẩu và nhập lại mật khẩu. Mật khẩu phải có ít nhất 8 ký tự, gồm chữ hoa, chữ thường, chữ số và ký tự đặc biệt.</li></ul>' +
      '<p>Ông/Bà cũng cần đồng ý cho Sở Khoa học và Công nghệ xử lý dữ liệu cá nhân theo mục đích đã nêu. Mỗi email và mỗi số CMND/CCCD chỉ đăng ký được một tài khoản; số CMND/CCCD được mã hóa khi lưu trữ và chỉ hiển thị 4 số cuối.</p>',
    order: 1,
  },
  {
    topic: 'Tài khoản và đăng nhập',
    question: 'Xác thực hai bước là gì? Tôi có bắt buộc phải bật không?',
    answer:
      '<p>Xác thực hai bước là <strong>không bắt buộc</strong> nhưng được khuyến khích. Khi đăng ký, nếu giữ lựa chọn xác thực hai bước, Cổng sẽ hiện một mã QR. Ông/Bà dùng ứng dụng xác thực trên điện thoại (ví dụ Google Authenticator, Microsoft Authenticator) quét mã này rồi nhập mã 6 chữ số để hoàn tất đăng ký.</p>' +
      '<p>Từ đó, mỗi lần đăng nhập, sau khi nhập đúng email và mật khẩu, Ông/Bà nhập thêm mã 6 chữ số đang hiển thị trong ứng dụng. Mỗi mã chỉ dùng được một lần, nên kể cả khi lộ mật khẩu, người khác cũng khó truy cập tài khoản của Ông/Bà.</p>',
    order: 2,
  },
  {
    topic: 'Tài khoản và đăng nhập',
    question: 'Vì sao đăng nhập phải nhập mã xác nhận, và vì sao tài khoản của tôi bị tạm khóa?',
    answer:
      '<p>Mã xác nhận (captcha) giúp ngăn các chương trình tự động dò mật khẩu. Mã chỉ dùng được một lần và tự đổi sau 60 giây; nếu khó đọc, Ông/Bà bấm nút tải lại để lấy mã mới.</p>' +
      '<p>Nếu nhập sai mật khẩu <strong>5 lần liên tiếp</strong>, tài khoản sẽ tạm khóa đăng nhập trong <strong>15 phút</strong> rồi tự mở lại, Ông/Bà không cần liên hệ quản trị. Nếu không nhớ mật khẩu, hãy dùng chức năng Quên mật khẩu.</p>',
    order: 3,
  },
  {
    topic: 'Tài khoản và đăng nhập',
    question: 'Tôi quên mật khẩu thì phải làm thế nào?',
    answer:
      '<p>Trong hộp đăng nhập, Ông/Bà bấm <strong>Quên mật khẩu</strong> và nhập email đã đăng ký. Nếu email có tài khoản, Cổng sẽ gửi một <strong>mật khẩu tạm thời</strong> vào hộp thư của Ông/Bà.</p>' +
      '<ul><li>Mật khẩu tạm thời chỉ dùng được <strong>một lần</strong> và trong vòng <strong>20 phút</strong>.</li><li>Mật khẩu cũ vẫn dùng được cho đến khi Ông/Bà đăng nhập bằng mật khẩu tạm thời.</li><li>Sau khi đăng nhập, Ông/Bà sẽ được yêu cầu đặt mật khẩu mới.</li></ul>' +
      '<p>Vì lý do bảo mật, Cổng luôn trả lời cùng một thông báo dù email có được đăng ký hay không. Nếu không thấy thư, hãy kiểm tra thư mục thư rác.</p>',
    order: 4,
  },
  {
    topic: 'Tài khoản và đăng nhập',
    question: 'Tôi có thể đăng nhập bằng tài khoản định danh điện tử VNeID không?',
    answer:
      '<p>Có. Ông/Bà bấm <strong>Đăng nhập bằng VNeID</strong>, Cổng sẽ chuyển sang hệ thống định danh điện tử quốc gia để Ông/Bà xác thực. Sau khi Ông/Bà đồng ý chia sẻ thông tin cơ bản (họ tên, số định danh cá nhân, email), Ông/Bà được đưa trở lại Cổng ở trạng thái đã đăng nhập.</p>' +
      '<p>Cách này không cần mật khẩu riêng của Cổng. Ông/Bà vẫn có thể xem, tải về dữ liệu cá nhân hoặc yêu cầu xóa tài khoản tại trang <strong>Thông tin cá nhân</strong>.</p>',
    order: 5,
  },

  // ---------------------------------------------------------------- Gửi đề xuất, ý tưởng
  {
    topic: 'Gửi đề xuất, ý tưởng',
    question: 'Ai được gửi đề xuất và gửi ở đâu?',
    answer:
      '<p>Mọi cá nhân, tổ chức có tài khoản đều có thể gửi đề xuất về sản phẩm, giải pháp khoa học, công nghệ hoặc một nhu cầu công nghệ. Sau khi đăng nhập, Ông/Bà chọn <strong>Gửi đề xuất</strong> trong menu tài khoản.</p>' +
      '<p>Biểu mẫu gồm tên, tóm tắt, mô tả, lĩnh vực, mức độ sẵn sàng công nghệ, tổ chức/cá nhân sở hữu, nhu cầu, giá hoặc “Liên hệ”, thông tin liên hệ và tệp đính kèm. Ông/Bà có thể lưu <strong>bản nháp</strong> để hoàn thiện dần trước khi gửi.</p>',
    order: 1,
  },
  {
    topic: 'Gửi đề xuất, ý tưởng',
    question: 'Đề xuất khác ý tưởng như thế nào?',
    answer:
      '<p><strong>Đề xuất</strong> là sản phẩm, giải pháp hoặc nhu cầu đã khá cụ thể. Sau khi được duyệt, đề xuất có thể được công bố trong mục Danh sách đề xuất hoặc đưa lên sàn công nghệ (mục Sản phẩm, giải pháp khoa học và công nghệ).</p>' +
      '<p><strong>Ý tưởng</strong> ở giai đoạn sớm hơn: Ông/Bà mô tả vấn đề, giải pháp dự kiến, tác động mong đợi và hỗ trợ cần có tại mục <strong>Gửi ý tưởng</strong>. Ý tưởng chỉ Ông/Bà và cán bộ của Sở xem được, và được theo dõi trong mục Ý tưởng của tôi.</p>',
    order: 2,
  },
  {
    topic: 'Gửi đề xuất, ý tưởng',
    question: 'Làm sao để biết đề xuất của tôi đang được xử lý đến đâu?',
    answer:
      '<p>Khi Ông/Bà bấm gửi, hệ thống cấp một <strong>mã hồ sơ</strong>. Ông/Bà theo dõi trong mục <strong>Đề xuất của tôi</strong>, nơi hiển thị trạng thái hiện tại và <strong>Quá trình xử lý</strong>: các lần chuyển trạng thái kèm ghi chú của cán bộ. Mỗi lần trạng thái thay đổi, Ông/Bà cũng nhận được email có ghi mã hồ sơ.</p>' +
      `<ul><li><strong>${state.draft}</strong>: chưa gửi, Ông/Bà đang soạn.</li><li><strong>${state.submitted}</strong>: hồ sơ đã gửi, đang chờ Sở tiếp nhận.</li><li><strong>${state.under_review}</strong>: Sở đã tiếp nhận, cán bộ, chuyên gia đang đánh giá.</li><li><strong>${state.needs_revision}</strong>: cần chỉnh sửa, bổ sung theo ghi chú.</li><li><strong>${state.approved}</strong> hoặc <strong>${state.rejected}</strong>: kết quả xem xét.</li><li><strong>${state.published}</strong>: đề xuất đã được đăng công khai trên Cổng.</li></ul>`,
    order: 3,
  },
  {
    topic: 'Gửi đề xuất, ý tưởng',
    question: 'Tôi có sửa được đề xuất sau khi đã gửi không?',
    answer:
      `<p>Ông/Bà chỉ sửa được đề xuất khi đề xuất ở trạng thái <strong>${state.draft}</strong> hoặc <strong>${state.needs_revision}</strong>. Khi nhận yêu cầu bổ sung, Ông/Bà đọc ghi chú của cán bộ, chỉnh sửa rồi gửi lại; đề xuất sẽ trở về trạng thái <strong>${state.submitted}</strong> và được xem xét tiếp với cùng mã hồ sơ.</p>` +
      '<p>Nếu muốn dừng, Ông/Bà có thể rút đề xuất bất cứ lúc nào trước khi đề xuất được duyệt.</p>',
    order: 4,
  },
  {
    topic: 'Gửi đề xuất, ý tưởng',
    question: 'Các lựa chọn về nhu cầu, kinh phí và tư vấn sở hữu trí tuệ trong biểu mẫu có ý nghĩa gì?',
    answer:
      `<p><strong>Nhu cầu</strong> cho biết Ông/Bà đang tìm gì: ${OFFERED_DEMAND_TYPES.map((type) => demandTypeLabels[type]).join(', ')}; có thể chọn nhiều nhu cầu.</p>` +
      '<p><strong>Kinh phí</strong> cho biết đề xuất có đề nghị sử dụng ngân sách nhà nước hay không. <strong>Tư vấn sở hữu trí tuệ</strong> cho phép Ông/Bà chọn để Hội đồng đánh giá và công bố ngay sau khi duyệt, hoặc được tư vấn bảo hộ sở hữu trí tuệ trước khi Hội đồng đánh giá và công bố.</p>',
    order: 5,
  },

  // ---------------------------------------------------------------- Sở hữu trí tuệ
  {
    topic: 'Sở hữu trí tuệ',
    question: 'Gửi đề xuất lên Cổng có làm lộ giải pháp kỹ thuật của tôi không?',
    answer:
      '<p>Đề xuất chỉ được đăng công khai khi đã được duyệt và công bố; ý tưởng thì không bao giờ công khai. Tuy vậy, nếu giải pháp của Ông/Bà có thể đăng ký sáng chế, việc bộc lộ công khai trước khi nộp đơn có thể ảnh hưởng đến <strong>tính mới</strong> của giải pháp.</p>' +
      '<p>Vì vậy, khi gửi đề xuất có nội dung kỹ thuật chưa được bảo hộ, Ông/Bà nên chọn <strong>tư vấn bảo hộ sở hữu trí tuệ trước khi đánh giá, công bố</strong>. Cán bộ của Sở sẽ liên hệ hướng dẫn trước khi đề xuất được đưa ra Hội đồng và đăng lên Cổng.</p>',
    order: 1,
  },
  {
    topic: 'Sở hữu trí tuệ',
    question: 'Sản phẩm của tôi nên đăng ký bảo hộ theo hình thức nào?',
    answer:
      '<p>Tùy đối tượng cần bảo hộ, Ông/Bà có thể cân nhắc:</p>' +
      '<ul><li><strong>Sáng chế</strong> hoặc <strong>giải pháp hữu ích</strong>: cho giải pháp kỹ thuật như thiết bị, quy trình, chế phẩm.</li><li><strong>Kiểu dáng công nghiệp</strong>: cho hình dáng bên ngoài của sản phẩm.</li><li><strong>Nhãn hiệu</strong>: cho tên, logo dùng để phân biệt sản phẩm, dịch vụ.</li><li><strong>Chỉ dẫn địa lý</strong>, <strong>nhãn hiệu tập thể, chứng nhận</strong>: cho đặc sản gắn với vùng sản xuất.</li></ul>' +
      '<p>Một sản phẩm có thể được bảo hộ đồng thời dưới nhiều hình thức. Sở Khoa học và Công nghệ tư vấn miễn phí để Ông/Bà lựa chọn phù hợp.</p>',
    order: 2,
  },
  {
    topic: 'Sở hữu trí tuệ',
    question: 'Tỉnh có hỗ trợ chi phí đăng ký bảo hộ sở hữu công nghiệp không?',
    answer:
      '<p>Có. Doanh nghiệp, hợp tác xã, hộ kinh doanh và cá nhân trên địa bàn tỉnh có thể được hỗ trợ một phần chi phí đăng ký nhãn hiệu, kiểu dáng công nghiệp, sáng chế, giải pháp hữu ích theo chính sách của tỉnh.</p>' +
      '<p>Hồ sơ, trình tự đề nghị hỗ trợ được hướng dẫn tại văn bản của Sở Khoa học và Công nghệ trong mục <strong>Văn bản</strong> (lĩnh vực Sở hữu trí tuệ). Ông/Bà cũng có thể gửi đề xuất với nhu cầu hỗ trợ của Nhà nước để được hướng dẫn trực tiếp.</p>',
    order: 3,
  },
  {
    topic: 'Sở hữu trí tuệ',
    question: 'Kết quả nghiên cứu sử dụng ngân sách nhà nước có được thương mại hóa không?',
    answer:
      '<p>Có. Luật Khoa học, công nghệ và đổi mới sáng tạo năm 2025 và các cơ chế thí điểm của Quốc hội theo tinh thần Nghị quyết 57 tạo điều kiện để tổ chức chủ trì được giao quyền đối với kết quả nghiên cứu, chủ động thương mại hóa, và tác giả được hưởng một phần lợi ích từ việc thương mại hóa.</p>' +
      '<p>Với nhiệm vụ cấp tỉnh, việc giao quyền và phân chia lợi ích được thực hiện theo hợp đồng và quy định quản lý nhiệm vụ của tỉnh. Ông/Bà nên trao đổi với Sở ngay khi có kết quả để được hướng dẫn đăng ký bảo hộ trước khi chuyển giao.</p>',
    order: 4,
  },
  {
    topic: 'Sở hữu trí tuệ',
    question: 'Tôi có thể tra cứu thông tin sở hữu công nghiệp ở đâu trước khi nộp đơn?',
    answer:
      '<p>Ông/Bà nên tra cứu trước để tránh trùng với nhãn hiệu, sáng chế đã được đăng ký. Trên thanh menu của Cổng có liên kết <strong>Thông tin sở hữu công nghiệp</strong> dẫn tới thư viện số về sở hữu công nghiệp và liên kết <strong>Tư vấn sở hữu trí tuệ</strong>.</p>' +
      '<p>Đơn đăng ký được nộp tại Cục Sở hữu trí tuệ, có thể nộp trực tuyến. Nếu cần hỗ trợ đánh giá khả năng bảo hộ hoặc chuẩn bị hồ sơ, Ông/Bà liên hệ Sở Khoa học và Công nghệ tỉnh Sông Lam qua mục <strong>Liên hệ</strong>.</p>',
    order: 5,
  },
];
