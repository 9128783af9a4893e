import { numberError } from '@portal/shared/format';
import { ProposalUpdateSchema } from '@portal/shared/proposals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NumberField } from './NumberField.tsx';
import { useZodForm } from './useZodForm.ts';

afterEach(cleanup);

const Schema = z.object({ value: z.number({ error: numberError('Vui lòng nhập giá trị') }).nullable() });
type Values = z.input<typeof Schema>;

/** A form with one decimal number. */
function NumberForm({
  onValue,
  initial = null,
  onForm,
}: {
  onValue: (value: unknown) => void;
  initial?: number | null;
  onForm?: (form: UseFormReturn<Values, unknown, z.output<typeof Schema>>) => void;
}) {
  const form = useZodForm(Schema, { defaultValues: { value: initial } });
  onForm?.(form);
  return (
    <form onSubmit={form.handleSubmit((values) => onValue(values.value))}>
      <NumberField id="value" label="Giá trị" form={form} name="value" />
      <button type="submit">Gửi</button>
    </form>
  );
}

/** The proposal's price, as the proposal form has it: a whole number of đồng, checked by the shared schema. */
function PriceForm({ onValue }: { onValue: (value: unknown) => void }) {
  const form = useZodForm(ProposalUpdateSchema, { defaultValues: { title: 'Máy sấy nông sản', price: null } });
  return (
    <form onSubmit={form.handleSubmit((values) => onValue(values.price))}>
      <NumberField id="price" label="Giá (đồng)" form={form} name="price" wholeNumber />
      <button type="submit">Gửi</button>
    </form>
  );
}

const submit = (input: HTMLElement) => fireEvent.submit(input.closest('form') as HTMLFormElement);

describe('NumberField', () => {
  it('reads a decimal comma and dots between thousands as typed, on the decimal keypad', async () => {
    const sent: unknown[] = [];
    render(<NumberForm onValue={(value) => sent.push(value)} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Giá trị' });
    expect(input.getAttribute('inputmode')).toBe('decimal');
    // The digits-only directive it replaces turned "72,5" into "725".
    await userEvent.type(input, '72,5');
    expect(input.value).toBe('72,5');
    submit(input);
    await expect.poll(() => sent).toEqual([72.5]);
    await userEvent.clear(input);
    await userEvent.type(input, '1.500.000');
    submit(input);
    await expect.poll(() => sent).toEqual([72.5, 1_500_000]);
    expect(input.value).toBe('1.500.000');
  });

  it('refuses text that is no number under the field, keeping it as typed', async () => {
    const sent: unknown[] = [];
    render(<NumberForm onValue={(value) => sent.push(value)} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Giá trị' });
    await userEvent.type(input, 'abc');
    submit(input);
    expect(await screen.findByText('Vui lòng nhập số hợp lệ, ví dụ 72,5')).toBeTruthy();
    expect(input.value).toBe('abc');
    expect(sent).toEqual([]);
  });

  // A restored draft showed "12500000.5", a loaded proposal "12500000".
  it('writes a loaded or restored number the Vietnamese way', async () => {
    let form: UseFormReturn<Values> | undefined;
    render(<NumberForm onValue={() => {}} initial={12_500_000} onForm={(current) => (form = current)} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Giá trị' });
    expect(input.value).toBe('12.500.000');
    // As useFormDraft restores a draft.
    act(() => form?.reset({ value: 12_500_000.5 }, { keepDefaultValues: true }));
    await expect.poll(() => input.value).toBe('12.500.000,5');
    act(() => form?.reset({ value: 72.5 }, { keepDefaultValues: true }));
    await expect.poll(() => input.value).toBe('72,5');
  });
});

describe('NumberField for whole đồng', () => {
  it('refuses a decimal as it is typed with the price message, and takes the whole number', async () => {
    const sent: unknown[] = [];
    render(<PriceForm onValue={(value) => sent.push(value)} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Giá (đồng)' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(input, '12.500.000,5');
    // Before any sending.
    expect(await screen.findByText('Giá phải là số nguyên không âm (đồng)')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(input);
    await userEvent.type(input, '12.500.000');
    await expect.poll(() => screen.queryByText('Giá phải là số nguyên không âm (đồng)')).toBeNull();
    submit(input);
    await expect.poll(() => sent).toEqual([12_500_000]);
  });

  it('answers text with an example of a whole number', async () => {
    render(<PriceForm onValue={() => {}} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Giá (đồng)' });
    await userEvent.type(input, 'liên hệ');
    expect(await screen.findByText('Vui lòng nhập số nguyên hợp lệ, ví dụ 12.500.000')).toBeTruthy();
  });
});
