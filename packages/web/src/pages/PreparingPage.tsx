import { Link, useMatches } from 'react-router';
import type { RouteHandle } from '../app/router.tsx';

/** A route whose content is still being built: its title and an honest notice, nothing made up. */
export function Component() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return (
    <section className="page-section">
      <h1 className="page-title">{handle?.title ?? 'Nội dung'}</h1>
      <div className="alert alert-info" role="status">
        Chuyên mục này đang được chuẩn bị nội dung và sẽ sớm ra mắt. Mời bạn quay lại sau hoặc{' '}
        <Link to="/">về trang chủ</Link>.
      </div>
    </section>
  );
}
