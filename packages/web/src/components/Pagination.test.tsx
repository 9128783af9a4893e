import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination } from './Pagination.tsx';

const items = (page: number, lastPage: number, address = '/posts') => {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Pagination page={page} lastPage={lastPage} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Phân trang' }))
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent);
};

describe('the page links of a list', () => {
  it('puts each gap in an item of its own, beside the numbers, never inside one', () => {
    expect(items(10, 20)).toEqual(['Trước', '1', '…', '8', '9', '10', '11', '12', '…', '20', 'Sau']);
  });

  it('past the last page (an address edited by hand) offers the pages there are', () => {
    expect(items(99, 3, '/products?page=99')).toEqual(['Trước', '1', '…', '3', 'Sau']);
    // "Trước" goes back to the last page, not to an empty page 98.
    expect(screen.getByRole('link', { name: 'Trước' })).toHaveAttribute('href', '/products?page=3');
  });

  it('keeps the filters in the links and leaves page 1 out of its address', () => {
    items(2, 3, '/products?field=N%C3%B4ng&page=2');
    expect(screen.getByRole('link', { name: 'Trang 1' })).toHaveAttribute('href', '/products?field=N%C3%B4ng');
    expect(screen.getByRole('link', { name: 'Trang 3' })).toHaveAttribute('href', '/products?field=N%C3%B4ng&page=3');
  });
});
