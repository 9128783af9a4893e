import { demandTypeLabels, OFFERED_DEMAND_TYPES } from '@portal/shared/products';
import { submissionStateLabels as state } from '@portal/shared/submission-states';
import type { DemoStaticPage } from './types.ts';

/** The demand types the form offers, named as the form names them ("Tìm khách hàng" is not offered). */
const offeredDemands = OFFERED_DEMAND_TYPES.map((type) => `<strong>${demandTypeLabels[type]}</strong>`).join(', ');

const introduce =
  '<h2>Bối cảnh ra đời</h2>' +
  '<p>Ngày 22/12/2024, Bộ Chính trị ban hành <strong>Nghị quyết số 57-NQ/TW ngày 22/12/2024 của Bộ Chính trị về đột phá phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số quốc gia</strong>, trong bối cảnh trí tuệ nhân tạo và kinh tế số đang làm thay đổi sâu sắc cách thức sản xuất, quản trị và đời sống xã hội.</p>' +
  '<p>Trình độ khoa học, công nghệ của nước ta vẫn còn khoảng cách so với các nước phát triển; thể chế, cơ chế tài chính và cơ chế sử dụng nhân tài còn nhiều điểm nghẽn. Nghị quyết 57 hướng tới tháo gỡ các điểm nghẽn đó, tạo xung lực mới để đất nước phát triển bứt phá.</p>' +
  '<h2>Quan điểm chỉ đạo</h2>' +
  '<ul>' +
  '<li>Khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số là <strong>đột phá quan trọng hàng đầu</strong>, là động lực chính của phát triển.</li>' +
  '<li>Phát huy sức mạnh tổng hợp của cả hệ thống chính trị, doanh nghiệp và Nhân dân.</li>' +
  '<li>Thể chế là điều kiện tiên quyết; chấp nhận rủi ro và độ trễ trong nghiên cứu, thử nghiệm cái mới.</li>' +
  '<li>Người dân và doanh nghiệp là trung tâm, là chủ thể; nhà khoa học là nhân tố then chốt.</li>' +
  '</ul>' +
  '<blockquote><p>Tinh thần xuyên suốt: Nhà nước kiến tạo, doanh nghiệp dẫn dắt, nhà khoa học sáng tạo và người dân cùng hưởng lợi.</p></blockquote>' +
  '<h2>Mục tiêu đến năm 2030 và tầm nhìn đến năm 2045</h2>' +
  '<h3>Đến năm 2030</h3>' +
  '<ul>' +
  '<li>Tiềm lực, trình độ khoa học, công nghệ và đổi mới sáng tạo đạt mức tiên tiến ở nhiều lĩnh vực quan trọng, thuộc nhóm dẫn đầu trong các nước có thu nhập trung bình.</li>' +
  '<li>Quy mô kinh tế số đạt <strong>tối thiểu 30% GDP</strong>.</li>' +
  '<li>Chi cho nghiên cứu và phát triển đạt <strong>2% GDP</strong>, trong đó nguồn lực xã hội chiếm phần lớn; dành ít nhất 3% tổng chi ngân sách hằng năm cho lĩnh vực này.</li>' +
  '<li>Dịch vụ công trực tuyến được sử dụng rộng rãi; hạ tầng số hiện đại, dữ liệu được kết nối, chia sẻ.</li>' +
  '</ul>' +
  '<h3>Tầm nhìn đến năm 2045</h3>' +
  '<p>Góp phần đưa Việt Nam trở thành nước phát triển, thu nhập cao; kinh tế số chiếm tối thiểu 50% GDP.</p>' +
  '<h2>Bảy nhóm nhiệm vụ, giải pháp</h2>' +
  '<ol>' +
  '<li><strong>Nâng cao nhận thức, đột phá về đổi mới tư duy, quyết tâm chính trị</strong>.</li>' +
  '<li><strong>Khẩn trương hoàn thiện thể chế</strong>, xóa bỏ mọi tư tưởng, quan niệm, rào cản đang cản trở sự phát triển.</li>' +
  '<li><strong>Tăng cường đầu tư, hoàn thiện hạ tầng</strong> cho khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số.</li>' +
  '<li><strong>Phát triển, trọng dụng nhân lực chất lượng cao, nhân tài</strong>.</li>' +
  '<li><strong>Đẩy mạnh chuyển đổi số</strong> trong hoạt động của các cơ quan trong hệ thống chính trị.</li>' +
  '<li><strong>Thúc đẩy mạnh mẽ hoạt động khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số trong doanh nghiệp</strong>.</li>' +
  '<li><strong>Tăng cường hợp tác quốc tế</strong> về phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số.</li>' +
  '</ol>' +
  '<p>Chính phủ cụ thể hóa Nghị quyết bằng Nghị quyết số 03/NQ-CP ngày 09/01/2025; Quốc hội thông qua Luật Khoa học, công nghệ và đổi mới sáng tạo, Luật Chuyển đổi số và sửa đổi Luật Sở hữu trí tuệ.</p>' +
  '<h2>Tỉnh Sông Lam triển khai Nghị quyết 57</h2>' +
  '<p>Ủy ban nhân dân tỉnh Sông Lam đã ban hành kế hoạch thực hiện Nghị quyết đến năm 2030, kiện toàn Ban Chỉ đạo tỉnh và giao Sở Khoa học và Công nghệ làm cơ quan thường trực. Hội đồng nhân dân tỉnh ban hành chính sách hỗ trợ doanh nghiệp, hợp tác xã đổi mới công nghệ, bảo hộ tài sản trí tuệ và khởi nghiệp đổi mới sáng tạo.</p>' +
  '<p>Ba hướng ưu tiên của tỉnh: ứng dụng khoa học, công nghệ vào nông nghiệp, thủy sản và chế biến; xây dựng chính quyền số gần dân; huy động trí tuệ xã hội giải quyết các bài toán lớn của địa phương.</p>' +
  '<h3>Cổng thông tin thực hiện Nghị quyết 57</h3>' +
  '<p>Cổng thông tin này kết nối chính quyền tỉnh với người dân, doanh nghiệp và nhà khoa học:</p>' +
  '<ul>' +
  '<li><strong>Tin tức, hoạt động</strong> của tỉnh.</li>' +
  '<li><strong>Sản phẩm, giải pháp khoa học và công nghệ</strong>: giới thiệu công nghệ, tìm đối tác và nhà đầu tư.</li>' +
  '<li><strong>Bài toán lớn</strong>: vấn đề tỉnh đặt hàng lời giải và các giải pháp được chấp thuận.</li>' +
  '<li><strong>Gửi đề xuất, ý tưởng</strong> và theo dõi xử lý bằng mã hồ sơ.</li>' +
  '<li><strong>Báo cáo, đánh giá</strong>: chỉ tiêu theo quý và báo cáo định kỳ.</li>' +
  '<li><strong>Văn bản</strong> và <strong>Hỏi đáp</strong>.</li>' +
  '</ul>' +
  '<p>Mỗi đề xuất của Ông/Bà góp phần đưa Nghị quyết 57 vào cuộc sống.</p>';

const proposeIntroduce =
  '<p>Cổng thông tin Nghị quyết 57 tỉnh Sông Lam tiếp nhận đề xuất của mọi cá nhân, doanh nghiệp, hợp tác xã, viện, trường. Đề xuất có thể là một sản phẩm, giải pháp đã có, một nhu cầu công nghệ, hoặc giải pháp cho bài toán lớn mà tỉnh đang đặt hàng.</p>' +
  '<h2>Cách gửi đề xuất</h2>' +
  '<ol>' +
  '<li>Đăng ký tài khoản hoặc đăng nhập bằng VNeID.</li>' +
  '<li>Trong menu tài khoản, chọn <strong>Gửi đề xuất</strong>.</li>' +
  '<li>Điền tên, tóm tắt, mô tả, lĩnh vực, mức độ sẵn sàng công nghệ, tổ chức/cá nhân sở hữu, giá hoặc “Liên hệ”, người liên hệ và đính kèm tài liệu. Nếu là giải pháp cho một bài toán lớn, hãy chọn bài toán tương ứng.</li>' +
  '<li>Lưu bản nháp để hoàn thiện dần, hoặc bấm gửi khi đã sẵn sàng.</li>' +
  '</ol>' +
  '<h3>Nhu cầu</h3>' +
  `<p>Ông/Bà chọn một hoặc nhiều nhu cầu: ${offeredDemands}.</p>` +
  '<h3>Kinh phí</h3>' +
  '<p>Ông/Bà cho biết đề xuất <strong>có sử dụng ngân sách nhà nước</strong> hay <strong>không sử dụng ngân sách nhà nước</strong>. Đề xuất sử dụng ngân sách sẽ được xem xét theo quy định quản lý nhiệm vụ khoa học, công nghệ và đổi mới sáng tạo cấp tỉnh.</p>' +
  '<h3>Tư vấn sở hữu trí tuệ</h3>' +
  '<p>Ông/Bà chọn để Hội đồng <strong>đánh giá và công bố ngay</strong>, hoặc <strong>được tư vấn bảo hộ sở hữu trí tuệ trước</strong> khi Hội đồng đánh giá và công bố. Nếu giải pháp kỹ thuật của Ông/Bà chưa được bảo hộ, nên chọn tư vấn trước để không ảnh hưởng đến khả năng đăng ký sáng chế.</p>' +
  '<h2>Mã hồ sơ và các trạng thái</h2>' +
  '<p>Khi bấm gửi, Ông/Bà nhận một <strong>mã hồ sơ</strong>. Mục <strong>Đề xuất của tôi</strong> hiển thị trạng thái và <strong>Quá trình xử lý</strong>; mỗi lần chuyển trạng thái, Ông/Bà nhận email kèm mã hồ sơ.</p>' +
  '<ul>' +
  `<li><strong>${state.draft}</strong>: đang soạn, chưa gửi.</li>` +
  `<li><strong>${state.submitted}</strong>: hồ sơ đã gửi, đang chờ Sở tiếp nhận.</li>` +
  `<li><strong>${state.under_review}</strong>: Sở đã tiếp nhận, cán bộ, chuyên gia đang đánh giá.</li>` +
  `<li><strong>${state.needs_revision}</strong>: Ông/Bà chỉnh sửa theo ghi chú của cán bộ rồi gửi lại.</li>` +
  `<li><strong>${state.approved}</strong> hoặc <strong>${state.rejected}</strong>: kết quả xem xét, kèm ý kiến.</li>` +
  `<li><strong>${state.published}</strong>: đề xuất được đăng công khai.</li>` +
  `<li><strong>${state.withdrawn}</strong>: Ông/Bà đã rút đề xuất.</li>` +
  '</ul>' +
  `<p>Ông/Bà chỉ sửa được đề xuất khi ở trạng thái “${state.draft}” hoặc “${state.needs_revision}”, và có thể rút đề xuất trước khi được duyệt.</p>` +
  '<h2>Sau khi được duyệt</h2>' +
  '<p>Đề xuất được công bố trong <strong>Danh sách đề xuất</strong>, có thể được đưa lên sàn công nghệ (mục Sản phẩm, giải pháp khoa học và công nghệ), hoặc hiển thị là giải pháp được chấp thuận của bài toán lớn. Sở Khoa học và Công nghệ sẽ liên hệ để kết nối đối tác, nhà đầu tư hoặc hướng dẫn hồ sơ hỗ trợ phù hợp.</p>';

export const demoPages: DemoStaticPage[] = [
  { slug: 'introduce', title: 'Giới thiệu Nghị quyết 57', body: introduce },
  { slug: 'propose-introduce', title: 'Giới thiệu về gửi đề xuất', body: proposeIntroduce },
];
