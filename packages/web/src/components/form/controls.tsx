import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { blockSpace } from './keys.ts';

/**
 * The portal's form controls: each labelled, its message under it and announced
 * with it (`aria-describedby`), marked invalid the way Bootstrap shows it. Forms build on these and
 * on `useZodForm`; a page writes no `<label>`/`invalid-feedback` pair of its own.
 */
export interface ControlProps {
  id: string;
  label: string;
  error?: FieldError;
  /** A line under the control that says what it takes. */
  hint?: ReactNode;
}

/** The message under a control, then its hint; the control is described by both. */
export function describedBy(id: string, error?: FieldError, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

/** A control's message (when it has one), then its hint. */
export function Feedback({ id, error, hint }: Omit<ControlProps, 'label'>) {
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
export function ControlFrame({ id, label, error, hint, children }: ControlProps & { children: ReactNode }) {
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
export function controlAttributes(id: string, className: string, error?: FieldError, hint?: ReactNode) {
  return {
    id,
    className: error ? `${className} is-invalid` : className,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  };
}

type Registration = UseFormRegisterReturn & Pick<InputHTMLAttributes<HTMLInputElement>, 'onBeforeInput'>;

/** A labelled input. */
export function Field({
  id,
  label,
  error,
  hint,
  registration,
  ...input
}: ControlProps & InputHTMLAttributes<HTMLInputElement> & { registration: Registration }) {
  return (
    <ControlFrame id={id} label={label} error={error} hint={hint}>
      <input {...controlAttributes(id, 'form-control', error, hint)} {...input} {...registration} />
    </ControlFrame>
  );
}

type FieldWithoutType = Omit<Parameters<typeof Field>[0], 'type' | 'onKeyDown'>;

/** docs/DOMAIN.md, "The spec's contract", section 5: e-mail and password inputs do not take the space key. */
export function PasswordField(props: FieldWithoutType) {
  return <Field type="password" onKeyDown={blockSpace} {...props} />;
}

export function EmailField(props: FieldWithoutType) {
  return <Field type="email" onKeyDown={blockSpace} {...props} />;
}

/** A labelled text area. */
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

/** A labelled select; its options are the children. */
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
