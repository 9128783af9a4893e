import { Link } from 'react-router';

export function Component() {
  return (
    <section className="page-section text-center py-5">
      <p className="display-4 fw-bold text-primary mb-2" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">Không tìm thấy trang</h1>
      <p>Địa chỉ truy cập không tồn tại hoặc nội dung đã được gỡ bỏ.</p>
      <Link to="/" className="btn btn-primary">
        Về trang chủ
      </Link>
    </section>
  );
}
