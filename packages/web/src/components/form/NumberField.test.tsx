import { zodResolver } from '@hookform/resolvers/zod';
import { numberError } from '@portal/shared/format';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NumberField, numberFromText } from './NumberField.tsx';

afterEach(cleanup);

const Schema = z.object({ value: z.number({ error: numberError('Vui lòng nhập giá trị') }).nullable() });

/** A form with one number, as the proposal form registers its price. */
function NumberForm({ onValue }: { onValue: (value: unknown) => void }) {
  const { register, handleSubmit, formState } = useForm<{ value: number | null }>({
    resolver: zodResolver(Schema) as never,
    defaultValues: { value: null },
  });
  return (
    <form onSubmit={handleSubmit((values) => onValue(values.value))}>
      <NumberField
        id="value"
        label="Giá trị"
        registration={register('value', { setValueAs: numberFromText })}
        error={formState.errors.value}
      />
      <button type="submit">Gửi</button>
    </form>
  );
}

describe('NumberField (issue 17 item 15)', () => {
  it('reads a decimal comma and dots between thousands as typed, on the decimal keypad', async () => {
    const sent: unknown[] = [];
    render(<NumberForm onValue={(value) => sent.push(value)} />);
    const input = screen.getByRole('textbox', { name: 'Giá trị' });
    expect(input.getAttribute('inputmode')).toBe('decimal');
    // The digits-only directive it replaces turned "72,5" into "725".
    await userEvent.type(input, '72,5');
    expect((input as HTMLInputElement).value).toBe('72,5');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await screen.findByRole('textbox', { name: 'Giá trị' });
    await expect.poll(() => sent).toEqual([72.5]);
    await userEvent.clear(input);
    await userEvent.type(input, '1.500.000');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await expect.poll(() => sent).toEqual([72.5, 1_500_000]);
  });

  it('refuses text that is no number under the field, keeping it as typed', async () => {
    const sent: unknown[] = [];
    render(<NumberForm onValue={(value) => sent.push(value)} />);
    const input = screen.getByRole('textbox', { name: 'Giá trị' });
    await userEvent.type(input, 'abc');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Vui lòng nhập số hợp lệ, ví dụ 72,5')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('abc');
    expect(sent).toEqual([]);
  });
});
