import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckGroup, RadioGroup } from './choices.tsx';

afterEach(cleanup);

type Values = { groups: number[]; budget: number };
const OPTIONS = [
  { value: 1, label: 'Một' },
  { value: 2, label: 'Hai' },
  { value: 3, label: 'Ba' },
];

function Choices({ onForm }: { onForm: (form: UseFormReturn<Values>) => void }) {
  const form = useForm<Values>({ defaultValues: { groups: [], budget: 1 } });
  onForm(form);
  return (
    <form>
      <CheckGroup
        className="mb-3"
        legend="Nhóm"
        name="groups"
        options={OPTIONS}
        control={form.control}
        idPrefix="test-group"
        errorId="test-groups-error"
      />
      <RadioGroup
        className="mb-1"
        legend="Kinh phí"
        name="budget"
        options={OPTIONS.slice(0, 2)}
        control={form.control}
        idPrefix="test-budget"
      />
    </form>
  );
}

function renderChoices() {
  let form: UseFormReturn<Values> | undefined;
  render(<Choices onForm={(given) => (form = given)} />);
  return () => form as UseFormReturn<Values>;
}

describe('the form kit’s choice groups', () => {
  it('keeps the ticked numbers in ascending order, and the radio’s one number', async () => {
    const form = renderChoices();
    const groups = within(screen.getByRole('group', { name: 'Nhóm' }));
    await userEvent.click(groups.getByLabelText('Ba'));
    await userEvent.click(groups.getByLabelText('Một'));
    expect(form().getValues('groups')).toEqual([1, 3]);
    await userEvent.click(groups.getByLabelText('Ba'));
    expect(form().getValues('groups')).toEqual([1]);
    expect(form().getFieldState('groups').isDirty).toBe(true);

    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => [radio.id, radio.getAttribute('name')])).toEqual([
      ['test-budget-1', 'test-budget'],
      ['test-budget-2', 'test-budget'],
    ]);
    expect(radios[0]).toBeChecked();
    await userEvent.click(within(screen.getByRole('group', { name: 'Kinh phí' })).getByLabelText('Hai'));
    expect(form().getValues('budget')).toBe(2);
  });

  it('names each choice by its prefix and shows the group’s message under it, describing the fieldset', () => {
    const form = renderChoices();
    expect(screen.getAllByRole('checkbox').map((box) => box.id)).toEqual([
      'test-group-1',
      'test-group-2',
      'test-group-3',
    ]);
    const groups = screen.getByRole('group', { name: 'Nhóm' });
    expect(groups).not.toHaveAttribute('aria-describedby');

    act(() => form().setError('groups', { type: 'server', message: 'Nhóm không hợp lệ' }));
    expect(groups).toHaveAttribute('aria-describedby', 'test-groups-error');
    expect(screen.getByText('Nhóm không hợp lệ')).toHaveAttribute('id', 'test-groups-error');
    expect(within(groups).getByLabelText('Hai')).toHaveClass('is-invalid');

    act(() => form().setError('budget', { type: 'server', message: 'Chọn nguồn kinh phí' }));
    expect(screen.getByRole('group', { name: 'Kinh phí' })).toHaveAttribute('aria-describedby', 'test-budget-error');
  });
});
