import { type FeedbackInput, FeedbackSchema } from '@portal/shared/engagement';
import type { Settings } from '@portal/shared/settings';
import '@portal/shared/zod-vi';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { Field } from '../../features/auth/Field.tsx';
import { session } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import {
  emptySender,
  PublicForm,
  SenderFields,
  SenderPhoneField,
  TextAreaField,
  usePublicForm,
} from './form-parts.tsx';
import { requireSection } from './sections.ts';

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
          <FeedbackForm />
        </div>
      </div>
    </section>
  );
}

function AgencyCard({ settings }: { settings: Settings }) {
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

const emptyFeedback = (): FeedbackInput => ({ ...emptySender(), subject: '', message: '' });

/** Góp ý, phản ánh: kept for staff, who answer by e-mail. */
function FeedbackForm() {
  const publicForm = usePublicForm<FeedbackInput>({
    schema: FeedbackSchema,
    empty: emptyFeedback,
    url: '/api/feedback',
    sentTitle: 'Đã gửi góp ý',
    failure: 'Không gửi được góp ý, vui lòng thử lại sau',
  });
  const { form } = publicForm;
  const { register, formState } = form;

  return (
    <section className="panel engagement-form" aria-labelledby="contact-feedback">
      <h2 id="contact-feedback" className="h4">
        Gửi góp ý, phản ánh
      </h2>
      <p>
        Góp ý về Cổng thông tin, về việc thực hiện Nghị quyết 57 hay về thủ tục của Sở được chuyển đến cán bộ phụ trách.
        Chúng tôi phản hồi qua email của bạn.
      </p>
      <PublicForm state={publicForm} idPrefix="feedback" submitLabel="Gửi góp ý">
        <div className="row">
          <SenderFields form={form} idPrefix="feedback" />
        </div>
        <SenderPhoneField form={form} idPrefix="feedback" />
        <Field
          id="feedback-subject"
          label="Tiêu đề"
          aria-required
          maxLength={200}
          registration={register('subject')}
          error={formState.errors.subject}
        />
        <TextAreaField
          id="feedback-message"
          label="Nội dung"
          rows={6}
          aria-required
          maxLength={5000}
          hint="Từ 10 đến 5000 ký tự. Xin đừng ghi số CMND/CCCD hay thông tin nhạy cảm."
          registration={register('message')}
          error={formState.errors.message}
        />
      </PublicForm>
    </section>
  );
}
