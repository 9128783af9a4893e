import { zodResolver } from '@hookform/resolvers/zod';
import type { engagementApi } from '@portal/shared/api/engagement';
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useCallback, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { draftKey } from '../../components/form/drafts.ts';
import { useFormDraft } from '../../components/form/useFormDraft.ts';
import { Captcha } from '../../features/auth/Captcha.tsx';
import { EmailField, Field } from '../../features/auth/Field.tsx';
import { showCallError } from '../../features/auth/form-helpers.ts';
import { call } from '../../lib/api.ts';
import { successPopup } from '../../lib/popups.ts';
import { session } from '../../lib/session.ts';

interface ControlProps {
  id: string;
  label: string;
  error?: FieldError;
  hint?: ReactNode;
}

/** The message under a control, then its hint; the control is described by both. */
function describedBy(id: string, error?: FieldError, hint?: ReactNode) {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

function Feedback({ id, error, hint }: Omit<ControlProps, 'label'>) {
  return (
    <>
      {error?.message && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error.message}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </>
  );
}

/** The label above a control and its message and hint below. */
function ControlFrame({ id, label, error, hint, children }: ControlProps & { children: ReactNode }) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      <Feedback id={id} error={error} hint={hint} />
    </div>
  );
}

/** What a framed control says of itself: its class (marked invalid with a message) and what describes it. */
function controlAttributes(id: string, className: string, error?: FieldError, hint?: ReactNode) {
  return {
    id,
    className: error ? `${className} is-invalid` : className,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  };
}

/** A labelled text area with its message under it, like `Field` for inputs. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  registration,
  ...textarea
}: ControlProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { registration: UseFormRegisterReturn }) {
  return (
    <ControlFrame id={id} label={label} error={error} hint={hint}>
      <textarea {...controlAttributes(id, 'form-control', error, hint)} {...textarea} {...registration} />
    </ControlFrame>
  );
}

/** A labelled select with its message under it. */
export function SelectField({
  id,
  label,
  error,
  hint,
  registration,
  children,
  ...select
}: ControlProps & SelectHTMLAttributes<HTMLSelectElement> & { registration: UseFormRegisterReturn }) {
  return (
    <ControlFrame id={id} label={label} error={error} hint={hint}>
      <select {...controlAttributes(id, 'form-select', error, hint)} {...select} {...registration}>
        {children}
      </select>
    </ControlFrame>
  );
}

/**
 * The captcha of a public form. Its image is fetched only once the visitor starts on the
 * form (the first focus inside it): merely reading the page makes no captcha, and the
 * throttled captcha call is not spent on people who never write. A new one after each attempt.
 * `setValue` is the form's, which keeps the key.
 */
export function useFormCaptcha(setValue: (field: 'key', value: string) => void) {
  const [engaged, setEngaged] = useState(false);
  const [reloadSignal, setReloadSignal] = useState(0);
  // react-hook-form's setValue is stable, so the captcha is not fetched again on each render.
  const onKey = useCallback((key: string) => setValue('key', key), [setValue]);
  return {
    engage: useCallback(() => setEngaged(true), []),
    // The used key goes at once: a quick second try must not send it again while the next one loads.
    renew: useCallback(() => {
      setValue('key', '');
      setReloadSignal((n) => n + 1);
    }, [setValue]),
    engaged,
    reloadSignal,
    onKey,
  };
}

export function CaptchaField({
  id,
  captcha,
  registration,
  error,
}: {
  id: string;
  captcha: ReturnType<typeof useFormCaptcha>;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  return (
    <div className="captcha-field">
      {captcha.engaged ? (
        <Captcha onKey={captcha.onKey} reloadSignal={captcha.reloadSignal} />
      ) : (
        <div className="captcha-box">
          <span className="captcha-image captcha-placeholder">Chưa tải mã</span>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={captcha.engage}>
            Lấy mã xác nhận
          </button>
        </div>
      )}
      <Field
        id={id}
        label="Mã xác nhận"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        registration={registration}
        error={error}
      />
    </div>
  );
}

/**
 * A public form sent with a captcha (the question of /FAQ, the feedback of /contacts): validation
 * by the shared schema, the server's 422 under each field, a fresh captcha after every attempt,
 * the form emptied and a success popup once sent. `sent` is the server's confirmation.
 */
export function usePublicForm<T extends FieldValues & { captcha: string; key: string }>({
  name,
  schema,
  empty,
  endpoint,
  sentTitle,
  failure,
}: {
  /** The form's name in its session-storage draft (`draftKey`). */
  name: string;
  schema: ZodType;
  empty: () => T;
  /** engagementApi.ask or engagementApi.feedback: the form's values are its body. */
  endpoint: typeof engagementApi.ask | typeof engagementApi.feedback;
  sentTitle: string;
  failure: string;
}) {
  const form = useForm<T>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: empty() as DefaultValues<T>,
  });
  // What the sender typed survives Back and a reload (the captcha and its key never do).
  const draft = useFormDraft(form, draftKey(name, 'new'), { omit: ['key'] });
  const { handleSubmit, setError, setValue, reset } = form;
  const setField = setValue as unknown as (field: 'captcha' | 'key', value: string) => void;
  const captcha = useFormCaptcha(setField);
  const [sent, setSent] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setSent(null);
    try {
      const { message } = await call(endpoint, { body: values as never });
      reset(empty());
      draft.saved();
      setSent(message);
      void successPopup(sentTitle);
    } catch (error) {
      setField('captcha', '');
      showCallError(error, setError as never, failure);
    } finally {
      captcha.renew();
    }
  });

  return { form, captcha, sent, submit };
}

/** What every public form asks of its sender; the answer goes back by e-mail. */
interface Sender {
  name: string;
  email: string;
  phone?: string;
  captcha: string;
  key: string;
}

/** A new sender: a signed-in user's name and e-mail, the rest empty. */
export function emptySender(): Sender & { phone: string } {
  const user = session.get().user;
  return { name: user?.full_name ?? '', email: user?.email ?? '', phone: '', captcha: '', key: '' };
}

type PublicFormState<T extends Sender> = ReturnType<typeof usePublicForm<T>>;

/** The fields of a public form share one shape; `register` is typed for them alone. */
function senderForm<T extends Sender>(form: UseFormReturn<T>) {
  return form as unknown as UseFormReturn<Sender>;
}

/** The sender's name and e-mail, side by side in the form's row. */
export function SenderFields<T extends Sender>({ form, idPrefix }: { form: UseFormReturn<T>; idPrefix: string }) {
  const { register, formState } = senderForm(form);
  return (
    <>
      <div className="col-md-6">
        <Field
          id={`${idPrefix}-name`}
          label="Họ và tên"
          autoComplete="name"
          aria-required
          maxLength={100}
          registration={register('name')}
          error={formState.errors.name}
        />
      </div>
      <div className="col-md-6">
        <EmailField
          id={`${idPrefix}-email`}
          label="Email"
          autoComplete="email"
          aria-required
          maxLength={254}
          registration={register('email')}
          error={formState.errors.email}
        />
      </div>
    </>
  );
}

/** The sender's phone, which they may leave empty. */
export function SenderPhoneField<T extends Sender>({ form, idPrefix }: { form: UseFormReturn<T>; idPrefix: string }) {
  const { register, formState } = senderForm(form);
  return (
    <Field
      id={`${idPrefix}-phone`}
      type="tel"
      label="Số điện thoại (không bắt buộc)"
      autoComplete="tel"
      inputMode="tel"
      maxLength={30}
      registration={register('phone')}
      error={formState.errors.phone}
    />
  );
}

/**
 * The form of `usePublicForm`: the fields given, then the captcha, the send button and the
 * server's confirmation. The captcha is fetched on the first focus inside it.
 */
export function PublicForm<T extends Sender>({
  state,
  idPrefix,
  submitLabel,
  children,
}: {
  state: PublicFormState<T>;
  idPrefix: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const { captcha, sent, submit } = state;
  const { register, formState } = senderForm(state.form);
  return (
    <form onSubmit={submit} onFocus={captcha.engage} noValidate>
      {children}
      <CaptchaField
        id={`${idPrefix}-captcha`}
        captcha={captcha}
        registration={register('captcha')}
        error={formState.errors.captcha ?? formState.errors.key}
      />
      <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Đang gửi…' : submitLabel}
      </button>
      {sent && (
        <div className="alert alert-success mt-3 mb-0" role="status">
          {sent}
        </div>
      )}
    </form>
  );
}
