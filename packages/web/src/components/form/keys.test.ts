import { describe, expect, it } from 'vitest';
import { focusFirstField } from './keys.ts';

function modalForm() {
  document.body.innerHTML = `
    <div role="dialog" tabindex="-1">
      <form><input type="hidden" name="key"><input id="name"><input id="pid"></form>
    </div>`;
  return document.querySelector('form');
}

describe('focusFirstField (a modal that has slid in)', () => {
  it('focuses the first field a person fills when focus is on the dialog', () => {
    const form = modalForm();
    document.querySelector<HTMLElement>('[role="dialog"]')?.focus();
    focusFirstField(form);
    expect(document.activeElement?.id).toBe('name');
  });

  it('leaves focus in the field the person clicked into while the modal slid in', () => {
    const form = modalForm();
    document.querySelector<HTMLInputElement>('#pid')?.focus();
    focusFirstField(form);
    expect(document.activeElement?.id).toBe('pid');
  });
});
