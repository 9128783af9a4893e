import { isOutsideLink } from '@portal/shared/menu-links';
import { externalLinks, href } from '@portal/shared/routes';
import { vietnamToday } from '@portal/shared/vietnam-time';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { session } from '../lib/session.ts';
import { useStore } from '../lib/store.ts';
import { ExternalLink } from './ExternalLink.tsx';

/** The visit counter counts and reads with a call of its own: its code comes after the first load. */
const VisitCounter = lazy(() => import('./VisitCounter.tsx'));

/** Footer on a blue gradient with the agency's data from the site settings. */
export function Footer() {
  const { settings } = useStore(session);
  const rows = [
    { label: 'Cơ quan chủ quản', value: settings?.managing_agency },
    { label: 'Địa chỉ', value: settings?.address },
    {
      label: 'Điện thoại',
      value: settings?.phone,
      href: settings?.phone ? `tel:${settings.phone.replace(/\s/g, '')}` : undefined,
    },
    { label: 'Email', value: settings?.email, href: settings?.email ? `mailto:${settings.email}` : undefined },
    { label: 'Đơn vị phối hợp', value: settings?.partner },
  ].filter((row) => row.value);

  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row gy-3">
          <div className="col-lg-8">
            <h2 className="footer-title">{settings?.site_name ?? 'Cổng thông tin Nghị quyết 57'}</h2>
            <dl className="footer-rows">
              {rows.map((row) => (
                <div className="footer-row" key={row.label}>
                  <dt>{row.label}:</dt>
                  <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="col-lg-4">
            <h2 className="footer-title">Liên kết</h2>
            <ul className="list-unstyled footer-links">
              {Object.values(externalLinks).map((link) => (
                <li key={link.href}>
                  <ExternalLink href={link.href}>{link.label}</ExternalLink>
                </li>
              ))}
              {/* The department's own links (settings `footer_links`), after the spec's two. */}
              {(settings?.footer_links ?? []).map((link) => (
                <li key={`${link.href} ${link.label}`}>
                  {isOutsideLink(link.href) ? (
                    <ExternalLink href={link.href}>{link.label}</ExternalLink>
                  ) : (
                    <Link to={link.href}>{link.label}</Link>
                  )}
                </li>
              ))}
              <li>
                <Link to={href('Results')}>Kết quả thực hiện đề xuất, ý tưởng</Link>
              </li>
              <li>
                <Link to={href('OpenData')}>Dữ liệu mở</Link>
              </li>
              <li>
                <Link to="/sitemap">Sơ đồ cổng thông tin</Link>
              </li>
              <li>
                <a href="/rss.xml">Tin tức dạng RSS</a>
              </li>
            </ul>
            <Suspense fallback={null}>
              <VisitCounter />
            </Suspense>
          </div>
        </div>
        <p className="footer-copy">
          © {vietnamToday().slice(0, 4)} {settings?.managing_agency || 'Sở Khoa học và Công nghệ'}. Ghi rõ nguồn khi
          phát hành lại thông tin từ cổng.
        </p>
      </div>
    </footer>
  );
}
