import { useEffect } from 'react';

/** Where the back office lives: a bundle of its own served by the server, never a portal page. */
export const ADMIN_URL = '/admin/';

/** The full page load, in an object a test can watch (jsdom does not navigate). */
export const handOver = {
  go(url: string): void {
    window.location.replace(url);
  },
};

/**
 * The portal's /admin route, reached only by a client-side navigation (a sign-in that came from
 * the back office returns to `/admin`): a full page load hands over to the back office.
 */
export function Component() {
  useEffect(() => {
    handOver.go(ADMIN_URL);
  }, []);
  return (
    <section className="page-section">
      <p role="status">
        Đang chuyển đến khu vực quản trị… Nếu trang không tự chuyển, hãy bấm <a href={ADMIN_URL}>vào đây</a>.
      </p>
    </section>
  );
}
