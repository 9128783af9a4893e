import { href } from '@portal/shared/routes';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  FormProvider,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useFormContext,
} from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { showCallError } from '../../components/form/call-error.ts';
import { EmailField, Field } from '../../components/form/controls.tsx';
import { draftKey } from '../../components/form/drafts.ts';
import { useFormDraft } from '../../components/form/useFormDraft.ts';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { Captcha } from '../../features/auth/Captcha.tsx';
import { successPopup } from '../../lib/popups.ts';
import { session } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';

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

/** What every public form asks of its sender; the answer goes back by e-mail. */
type Sender = {
  name: string;
  email: string;
  phone?: string;
  captcha: string;
  key: string;
};

/**
 * A public form sent with a captcha (the question of /FAQ, the feedback of /contacts): validation
 * by the shared schema, the server's 422 under each field, a fresh captcha after every attempt,
 * the form emptied and a success popup once sent. `sent` is the server's confirmation.
 */
export function usePublicForm<S extends z.ZodType<Sender, Sender>>({
  name,
  schema,
  empty,
  send,
  sentTitle,
  failure,
}: {
  /** The form's name in its session-storage draft (`draftKey`). */
  name: string;
  schema: S;
  empty: () => DefaultValues<z.input<S>>;
  /** Sends the form's values: `(body) => call(engagementApi.ask, { body })`; answers the server's confirmation. */
  send: (values: z.output<S>) => Promise<{ message: string }>;
  sentTitle: string;
  failure: string;
}) {
  const form = useZodForm(schema, { defaultValues: empty() });
  // What the sender typed survives Back and a reload (the captcha and its key never do).
  const draft = useFormDraft(form, draftKey(name, 'new'), { omit: ['key'] });
  const [sent, setSent] = useState<string | null>(null);

  /** The form's submit handler; `captcha` empties the typed code after a failure and renews the image after each attempt. */
  const submit = (captcha: { clear: () => void; renew: () => void }) =>
    form.handleSubmit(async (values) => {
      setSent(null);
      try {
        const { message } = await send(values);
        form.reset(empty());
        draft.saved();
        setSent(message);
        void successPopup(sentTitle);
      } catch (error) {
        captcha.clear();
        showCallError(error, form.setError, failure);
      } finally {
        captcha.renew();
      }
    });

  return { form, sent, submit };
}

/** A new sender: a signed-in user's name and e-mail, the rest empty. */
export function emptySender(): Sender & { phone: string } {
  const user = session.get().user;
  return { name: user?.full_name ?? '', email: user?.email ?? '', phone: '', captcha: '', key: '' };
}

/**
 * The sender's name and e-mail, side by side in the form's row (inside a `PublicForm`). A
 * signed-in sender's e-mail is their account's, shown read-only: the server keeps and answers
 * that one whatever is typed, so the acknowledgement and the answer reach one address.
 */
export function SenderFields({ idPrefix }: { idPrefix: string }) {
  const { register, formState, setValue, getValues } = useFormContext<Sender>();
  const accountEmail = useStore(session).user?.email;
  // A draft kept from before signing in (or another account) gives way to the account's address.
  useEffect(() => {
    if (accountEmail && getValues('email') !== accountEmail) setValue('email', accountEmail);
  }, [accountEmail, getValues, setValue]);
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
          registration={register('email')}
          error={formState.errors.email}
          {...(accountEmail
            ? {
                readOnly: true,
                hint: (
                  <>
                    Email của tài khoản. Câu trả lời được gửi đến email này và hiện trong trang{' '}
                    <Link to={href('PersonalQuestions')}>“Câu hỏi và góp ý của tôi”</Link>.
                  </>
                ),
              }
            : { autoComplete: 'email', 'aria-required': true, maxLength: 254 })}
        />
      </div>
    </>
  );
}

/** The sender's phone, which they may leave empty (inside a `PublicForm`). */
export function SenderPhoneField({ idPrefix }: { idPrefix: string }) {
  const { register, formState } = useFormContext<Sender>();
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

interface PublicFormProps {
  state: Pick<ReturnType<typeof usePublicForm>, 'sent' | 'submit'>;
  idPrefix: string;
  submitLabel: string;
  children: ReactNode;
}

/**
 * The form of `usePublicForm`: the fields given, then the captcha, the send button and the
 * server's confirmation. The captcha is fetched on the first focus inside it. The fields reach
 * the form through react-hook-form's context, where the sender's part has one shape for both forms.
 */
export function PublicForm<I extends Sender, O extends Sender>({
  state,
  ...props
}: Omit<PublicFormProps, 'state'> & { state: PublicFormProps['state'] & { form: UseFormReturn<I, unknown, O> } }) {
  return (
    <FormProvider {...state.form}>
      <PublicFormBody state={state} {...props} />
    </FormProvider>
  );
}

function PublicFormBody({ state, idPrefix, submitLabel, children }: PublicFormProps) {
  const { sent, submit } = state;
  const { register, setValue, formState } = useFormContext<Sender>();
  const captcha = useFormCaptcha(setValue);
  return (
    <form
      onSubmit={submit({ clear: () => setValue('captcha', ''), renew: captcha.renew })}
      onFocus={captcha.engage}
      noValidate
    >
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
