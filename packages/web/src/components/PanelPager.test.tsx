import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PanelPager } from './PanelPager.tsx';

describe('PanelPager', () => {
  it('shows nothing for a list of one page', () => {
    const { container } = render(
      <PanelPager label="Trang của danh sách" meta={{ page: 1, last_page: 1 }} onPage={vi.fn()} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('names its landmark, says where the person is and turns the page either way, within the list', async () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <PanelPager label="Trang của danh sách" meta={{ page: 1, last_page: 3 }} onPage={onPage} />,
    );
    expect(screen.getByRole('navigation', { name: 'Trang của danh sách' })).toHaveTextContent('Trang 1/3');
    expect(screen.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(<PanelPager label="Trang của danh sách" meta={{ page: 3, last_page: 3 }} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Trang trước' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });
});
