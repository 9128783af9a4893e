import type { PublicSettings } from '@portal/shared/settings';
import { lazy } from 'react';
import { AfterPageShown } from '../../components/AfterPageShown.tsx';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { session } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { requireSection } from './sections.ts';

/** The feedback form and its libraries (forms, validation, captcha) load after the page is shown. */
const FeedbackForm = lazy(() => import('./FeedbackForm.tsx'));

/** /contacts exists only while the contact flag is on; the agency's data comes with the settings. */
export async function loader(): Promise<null> {
  await requireSection('contact');
  return null;
}

/** OpenStreetMap's search for the address, in a new tab: the CSP allows no embedded map. */
const mapHref = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

export function Component() {
  const settings = useStore(session).settings;
  return (
    <section className="page-section contact-page">
      <h1 className="page-title">Liên hệ</h1>
      <div className="row g-4">
        <div className="col-lg-5">{settings && <AgencyCard settings={settings} />}</div>
        <div className="col-lg-7">
          <section className="panel engagement-form" aria-labelledby="contact-feedback">
            <h2 id="contact-feedback" className="h4">
              Gửi góp ý, phản ánh
            </h2>
            <p>
              Góp ý về Cổng thông tin, về việc thực hiện Nghị quyết 57 hay về thủ tục của Sở được chuyển đến cán bộ phụ
              trách. Chúng tôi phản hồi qua email của Ông/Bà.
            </p>
            <AfterPageShown fallback={<p role="status">Đang tải biểu mẫu…</p>}>
              <FeedbackForm />
            </AfterPageShown>
          </section>
        </div>
      </div>
    </section>
  );
}

function AgencyCard({ settings }: { settings: PublicSettings }) {
  const rows = [
    { label: 'Cơ quan chủ quản', value: settings.managing_agency },
    { label: 'Địa chỉ', value: settings.address },
    {
      label: 'Điện thoại',
      value: settings.phone,
      href: settings.phone ? `tel:${settings.phone.replace(/[^\d+]/g, '')}` : undefined,
    },
    { label: 'Email', value: settings.email, href: settings.email ? `mailto:${settings.email}` : undefined },
    { label: 'Đơn vị phối hợp', value: settings.partner },
  ].filter((row) => row.value);

  return (
    <section className="panel contact-card" aria-labelledby="contact-agency">
      <h2 id="contact-agency" className="h4">
        Thông tin liên hệ
      </h2>
      <p className="contact-site">{settings.site_name}</p>
      <dl className="contact-facts">
        {rows.map((row) => (
          <div key={row.label} className="contact-fact">
            <dt>{row.label}</dt>
            <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
          </div>
        ))}
      </dl>
      {settings.address && (
        <ExternalLink href={mapHref(settings.address)} className="btn btn-outline-primary">
          Xem vị trí trên bản đồ OpenStreetMap
        </ExternalLink>
      )}
    </section>
  );
}
