import { notFoundMessages } from '@portal/shared/messages';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, Navigate, useRouteError } from 'react-router';
import { ApiError, isAccountClosed } from '../lib/api.ts';
import { ChunkLoadError } from '../lib/chunk.ts';
import { pageTitle } from '../lib/session.ts';

function reload() {
  window.location.reload();
}

function ErrorNotice({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : error instanceof ApiError ? error.status : undefined;
  // The tab says what was not found, as the server's 404 page does ("Không tìm thấy tin bài").
  const notFoundTitle =
    status !== 404
      ? undefined
      : error instanceof ApiError && error.message.startsWith('Không tìm thấy')
        ? error.message
        : notFoundMessages.page;
  useEffect(() => {
    if (notFoundTitle) document.title = pageTitle(notFoundTitle);
  }, [notFoundTitle]);
  // A page only signed-in people see, refused because staff locked the account or it was deleted:
  // the browser is signed out already and told why (lib/api.ts), so it goes Home as a visitor.
  if (isAccountClosed(error)) return <Navigate to="/" replace />;
  if (error instanceof ChunkLoadError) {
    return (
      <section className="error-notice" role="alert">
        <h1>Không tải được trang</h1>
        <p>Trang này chưa tải xong: có thể cổng vừa được cập nhật phiên bản mới, hoặc kết nối mạng bị gián đoạn.</p>
        <p className="small text-body-secondary">
          Lỗi tải tệp ({error.type === 'timeout' ? 'quá thời gian chờ' : 'không tìm thấy tệp'}):{' '}
          <code>{error.request}</code>
        </p>
        <button type="button" className="btn btn-primary" onClick={reload}>
          Tải lại trang
        </button>
      </section>
    );
  }
  if (status === 404) {
    return (
      <section className="error-notice" role="alert">
        <h1>Không tìm thấy nội dung</h1>
        <p>Nội dung cần tìm không tồn tại, chưa được đăng hoặc đã được gỡ bỏ.</p>
        <Link to="/" className="btn btn-primary">
          Về trang chủ
        </Link>
      </section>
    );
  }
  return (
    <section className="error-notice" role="alert">
      <h1>Có lỗi xảy ra</h1>
      <p>
        {status === 503
          ? 'Hệ thống đang tạm gián đoạn. Vui lòng thử lại sau ít phút.'
          : 'Không thể hiển thị trang này. Vui lòng tải lại trang hoặc quay lại sau.'}
      </p>
      <button type="button" className="btn btn-primary" onClick={reload}>
        Tải lại trang
      </button>
    </section>
  );
}

/** A page that failed inside the layout: header and footer stay. */
export function RouteErrorPage() {
  return <ErrorNotice error={useRouteError()} />;
}

/** The navigation sequence itself failed (settings could not be loaded): no layout to stand in. */
export function RootErrorPage() {
  return (
    <main id="main-content" className="container py-5">
      <ErrorNotice error={useRouteError()} />
    </main>
  );
}
