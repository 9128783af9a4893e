import type { Catalogue } from '@portal/shared/catalogue';
import { proposalCatalogue } from '@portal/shared/proposal-fields';
import type { ProposalInputSchema, ProposalInputValues } from '@portal/shared/proposals';
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

/**
 * The fields of a part of the form whose input rule the catalogue declares (proposal-fields.ts):
 * a field added there appears here without a change to the form.
 */
function DeclaredFields({ form, section }: { form: ProposalFormState; section: string }) {
  const { register, formState } = form;
  return Object.entries(proposalCatalogue as Catalogue).flatMap(([key, spec]) => {
    const { input } = spec;
    if (input?.section !== section) return [];
    const name = key as keyof ProposalInputValues;
    const error = formState.errors[name];
    const url = input.kind === 'url';
    return [
      <Field
        key={key}
        id={`proposal-${key.replaceAll('_', '-')}`}
        label={spec.label}
        type={url ? 'url' : 'text'}
        inputMode={url ? 'url' : undefined}
        autoComplete={url ? 'url' : undefined}
        // A line is cut at its length; an address is not (cut, it would lead elsewhere): the server says it is too long.
        maxLength={url ? undefined : input.max}
        hint={url ? 'Ví dụ: https://congty.vn (không bắt buộc)' : undefined}
        registration={register(name)}
        error={error && 'message' in error ? (error as FieldError) : undefined}
      />,
    ];
  });
}

/** What the author may publish besides the contact's name. */
const PUBLISH_CHOICES = [
  { name: 'publish_phone', id: 'proposal-publish-phone', label: 'Công khai số điện thoại' },
  { name: 'publish_email', id: 'proposal-publish-email', label: 'Công khai email' },
] as const;

/** The owner and the contact: published when the proposal is approved, the phone and e-mail only if chosen. */
export function ContactSection({ form }: { form: ProposalFormState }) {
  const { register, formState } = form;
  /** A contact field: required, described by the notice that says what is published, then by its error. */
  const contactField = (name: 'organisation' | 'contact_name' | 'contact_phone' | 'contact_email', id: string) => {
    const error = formState.errors[name];
    return {
      id,
      'aria-required': true,
      'aria-describedby': error ? `proposal-contact-public ${id}-error` : 'proposal-contact-public',
      registration: register(name),
      error,
    };
  };
  return (
    <Section title="Tổ chức và liên hệ" id="proposal-contact">
      <p className="alert alert-warning py-2" id="proposal-contact-public">
        Tên tổ chức và người liên hệ sẽ được công khai trên Cổng khi đề xuất được duyệt. Số điện thoại và email chỉ được
        công khai khi được chọn bên dưới; Sở luôn dùng được chúng để liên hệ với Ông/Bà.
      </p>
      <Field
        label={proposalCatalogue.organisation.label}
        maxLength={200}
        autoComplete="organization"
        {...contactField('organisation', 'proposal-organisation')}
      />
      <div className="row">
        <div className="col-md-4">
          <Field
            label={proposalCatalogue.contact_name.label}
            maxLength={100}
            autoComplete="name"
            {...contactField('contact_name', 'proposal-contact-name')}
          />
        </div>
        <div className="col-md-4">
          <Field
            type="tel"
            label={proposalCatalogue.contact_phone.label}
            inputMode="tel"
            maxLength={30}
            autoComplete="tel"
            {...contactField('contact_phone', 'proposal-contact-phone')}
          />
        </div>
        <div className="col-md-4">
          <EmailField
            label={proposalCatalogue.contact_email.label}
            maxLength={254}
            autoComplete="email"
            {...contactField('contact_email', 'proposal-contact-email')}
          />
        </div>
      </div>
      <DeclaredFields form={form} section="contact" />
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
