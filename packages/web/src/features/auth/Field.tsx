import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { blockSpace } from './form-helpers.ts';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn & Pick<InputHTMLAttributes<HTMLInputElement>, 'onBeforeInput'>;
  error?: FieldError;
}

/** A labelled input with its message under it, announced to screen readers. */
export function Field({ id, label, registration, error, ...input }: FieldProps) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={error ? 'form-control is-invalid' : 'form-control'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        {...registration}
      />
      {error?.message && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error.message}
        </div>
      )}
    </div>
  );
}

type FieldWithoutType = Omit<FieldProps, 'type' | 'onKeyDown'>;

/** Spec section 5 (docs/DOMAIN.md, "The spec's contract"): e-mail and password inputs do not take the space key. */
export function PasswordField(props: FieldWithoutType) {
  return <Field type="password" onKeyDown={blockSpace} {...props} />;
}

export function EmailField(props: FieldWithoutType) {
  return <Field type="email" onKeyDown={blockSpace} {...props} />;
}

/** The fields a person fills in, in the order they meet them (a hidden or disabled one is none). */
const FILLABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Focuses a modal form's first field once the modal is shown (its `onEntered`; WCAG 2.4.3, issue
 * 17). Not earlier, and not with `autoFocus`: the modal notes the opener it gives focus back to on
 * close only when focus is outside the dialog as it opens, then focuses the dialog itself.
 * A person who already clicked into a field while the modal slid in keeps typing there: moving
 * focus then would drop what they type next.
 */
export function focusFirstField(form: HTMLFormElement | null): void {
  const active = document.activeElement;
  if (form && active instanceof HTMLElement && form.contains(active) && active.matches(FILLABLE)) return;
  form?.querySelector<HTMLElement>(FILLABLE)?.focus();
}
