import type { FormEvent, KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** docs/DOMAIN.md, "The spec's contract", section 5: e-mail and password inputs do not take the space key. */
export const blockSpace = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === ' ') event.preventDefault();
};

/** The numeric directive: whatever is not a digit is refused as it is typed, and dropped from a paste. */
export function numeric(registration: UseFormRegisterReturn) {
  return {
    ...registration,
    onBeforeInput: (event: FormEvent<HTMLInputElement> & { data?: string | null }) => {
      if (event.data && /\D/.test(event.data)) event.preventDefault();
    },
    onChange: (event: { target: HTMLInputElement }) => {
      const digits = event.target.value.replace(/\D/g, '');
      if (digits !== event.target.value) event.target.value = digits;
      return registration.onChange(event);
    },
  };
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

/** What Tab stops at in a modal form: its fields, buttons and links, unless disabled or out of the order. */
const TABBABLE = `${FILLABLE}, button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])`;

/**
 * Keeps Tab inside a modal form (the WAI-ARIA dialog pattern): from the last stop Tab goes to the
 * first, and Shift+Tab from the first to the last, instead of leaving the dialog for the page
 * behind it or the browser's address bar. The form's `onKeyDown`.
 */
export function wrapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
