import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ZoomControls } from './ZoomControls.tsx';

describe('ZoomControls', () => {
  it('changes the root text size and remembers it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ZoomControls />);
    await user.click(screen.getByRole('button', { name: 'Tăng cỡ chữ' }));
    expect(document.documentElement.style.fontSize).toBe('112.5%');
    await user.click(screen.getByRole('button', { name: 'Tăng cỡ chữ' }));
    expect(document.documentElement.style.fontSize).toBe('125%');
    expect(localStorage.getItem('font-scale')).toBe('1.25');
    unmount();

    render(<ZoomControls />);
    expect(document.documentElement.style.fontSize).toBe('125%');
    await user.click(screen.getByRole('button', { name: 'Cỡ chữ mặc định' }));
    expect(document.documentElement.style.fontSize).toBe('');
  });

  it('stops at the smallest size', async () => {
    const user = userEvent.setup();
    render(<ZoomControls />);
    const smaller = screen.getByRole('button', { name: 'Giảm cỡ chữ' });
    await user.click(smaller);
    expect(document.documentElement.style.fontSize).toBe('87.5%');
    expect(smaller).toBeDisabled();
  });
});
