import type { ProposalInputSchema } from '@portal/shared/proposals';
import type { ReactNode } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { EmailField, Field } from '../../components/form/controls.tsx';

/** The proposal form, as `useZodForm(ProposalInputSchema)` gives it. */
export type ProposalFormState = UseFormReturn<
  z.input<typeof ProposalInputSchema>,
  unknown,
  z.output<typeof ProposalInputSchema>
>;

/** One titled part of the proposal form. */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="panel mb-4" aria-labelledby={id}>
      <h2 id={id} className="h5 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the author may publish besides the contact's name. */
const PUBLISH_CHOICES = [
  { name: 'publish_phone', id: 'proposal-publish-phone', label: 'Công khai số điện thoại' },
  { name: 'publish_email', id: 'proposal-publish-email', label: 'Công khai email' },
] as const;

/** The notice that says what is published, then the field's error when it has one. */
function describedBy(id: string, error: FieldError | undefined): string {
  return error ? `proposal-contact-public ${id}-error` : 'proposal-contact-public';
}

/** The owner and the contact: published when the proposal is approved, the phone and e-mail only if chosen. */
export function ContactSection({ form }: { form: ProposalFormState }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <Section title="Tổ chức và liên hệ" id="proposal-contact">
      <p className="alert alert-warning py-2" id="proposal-contact-public">
        Tên tổ chức và người liên hệ sẽ được công khai trên Cổng khi đề xuất được duyệt. Số điện thoại và email chỉ được
        công khai khi bạn chọn bên dưới; Sở luôn dùng được chúng để liên hệ với bạn.
      </p>
      <Field
        id="proposal-organisation"
        label="Tổ chức/cá nhân sở hữu"
        aria-required
        maxLength={200}
        autoComplete="organization"
        aria-describedby={describedBy('proposal-organisation', errors.organisation)}
        registration={register('organisation')}
        error={errors.organisation}
      />
      <div className="row">
        <div className="col-md-4">
          <Field
            id="proposal-contact-name"
            label="Người liên hệ"
            aria-required
            maxLength={100}
            autoComplete="name"
            aria-describedby={describedBy('proposal-contact-name', errors.contact_name)}
            registration={register('contact_name')}
            error={errors.contact_name}
          />
        </div>
        <div className="col-md-4">
          <Field
            id="proposal-contact-phone"
            type="tel"
            label="Số điện thoại"
            aria-required
            inputMode="tel"
            maxLength={30}
            autoComplete="tel"
            aria-describedby={describedBy('proposal-contact-phone', errors.contact_phone)}
            registration={register('contact_phone')}
            error={errors.contact_phone}
          />
        </div>
        <div className="col-md-4">
          <EmailField
            id="proposal-contact-email"
            label="Email liên hệ"
            aria-required
            maxLength={254}
            autoComplete="email"
            aria-describedby={describedBy('proposal-contact-email', errors.contact_email)}
            registration={register('contact_email')}
            error={errors.contact_email}
          />
        </div>
      </div>
      <fieldset className="mb-1" aria-describedby="proposal-contact-public">
        <legend className="form-label fs-6 mb-1">Công khai trên Cổng</legend>
        {PUBLISH_CHOICES.map(({ name, id, label }) => (
          <div key={name} className="form-check form-check-inline">
            <input
              id={id}
              type="checkbox"
              className="form-check-input"
              aria-describedby="proposal-contact-public"
              {...register(name)}
            />
            <label htmlFor={id} className="form-check-label">
              {label}
            </label>
          </div>
        ))}
      </fieldset>
    </Section>
  );
}
