import { href } from '@portal/shared/routes';
import { Link } from 'react-router';

const sections = [
  {
    to: href('Introduce'),
    title: 'Nghị quyết 57',
    text: 'Đột phá phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi số quốc gia.',
  },
  {
    to: href('PostIndex'),
    title: 'Tin tức - Hoạt động',
    text: 'Tin tức, sự kiện triển khai Nghị quyết trên địa bàn tỉnh.',
  },
  {
    to: href('ProductIndex'),
    title: 'Sản phẩm, giải pháp',
    text: 'Kết nối sản phẩm khoa học và công nghệ với đối tác, nhà đầu tư, khách hàng.',
  },
  {
    to: href('BigProblemIndex'),
    title: 'Bài toán lớn',
    text: 'Những bài toán của tỉnh đang tìm lời giải từ cộng đồng.',
  },
  { to: href('ReportMonitor'), title: 'Theo dõi, đánh giá', text: 'Kết quả thực hiện các chỉ tiêu của Nghị quyết 57.' },
  { to: href('Documents'), title: 'Văn bản', text: 'Tra cứu văn bản chỉ đạo, điều hành, hướng dẫn thực hiện.' },
];

export function Component() {
  return (
    <>
      <section className="home-hero">
        <div className="container">
          <h1 className="home-hero-title">Cổng thông tin Nghị quyết 57</h1>
          <p className="home-hero-lead">
            Nơi người dân, doanh nghiệp và các nhà khoa học cùng theo dõi, đóng góp và kết nối trong triển khai Nghị
            quyết số 57-NQ/TW của Bộ Chính trị về đột phá phát triển khoa học, công nghệ, đổi mới sáng tạo và chuyển đổi
            số quốc gia.
          </p>
        </div>
      </section>
      <section className="container home-sections" aria-labelledby="home-sections-title">
        <h2 id="home-sections-title" className="visually-hidden">
          Các chuyên mục
        </h2>
        <div className="row g-3">
          {sections.map((section) => (
            <div className="col-sm-6 col-lg-4" key={section.to}>
              <Link to={section.to} className="home-card">
                <span className="home-card-title">{section.title}</span>
                <span className="home-card-text">{section.text}</span>
              </Link>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
