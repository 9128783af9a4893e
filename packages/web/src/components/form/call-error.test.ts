import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { toast } from '../../lib/popups.ts';
import { submitCall } from './call-error.ts';

// SweetAlert2 needs a real browser; the toast's text is what is checked.
vi.mock('../../lib/popups.ts', () => ({ toast: vi.fn(async () => {}) }));

afterEach(() => vi.clearAllMocks());

function formOf() {
  return renderHook(() => useForm({ defaultValues: { email: 'an@example.vn' } })).result;
}

describe('submitCall', () => {
  it('hands the values over, and shows a 422 under its field', async () => {
    const form = formOf();
    const sent: unknown[] = [];
    const submit = submitCall(form.current, 'Có lỗi xảy ra', async (values) => {
      sent.push(values);
      throw new ApiError(422, { message: 'Dữ liệu không hợp lệ', errors: { email: ['Email đã được dùng'] } });
    });
    await act(() => submit());
    expect(sent).toEqual([{ email: 'an@example.vn' }]);
    expect(form.current.getFieldState('email').error?.message).toBe('Email đã được dùng');
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows any other failure as a toast, with the fallback for a 500', async () => {
    const form = formOf();
    await act(() =>
      submitCall(form.current, 'Có lỗi xảy ra', async () => {
        throw new ApiError(500, { message: 'Internal' });
      })(),
    );
    expect(toast).toHaveBeenCalledWith('error', 'Có lỗi xảy ra');
  });
});
