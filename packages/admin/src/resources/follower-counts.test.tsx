// @vitest-environment jsdom
import type { AdminBigProblem } from '@portal/shared/admin-big-problems';
import { cleanup, screen, within } from '@testing-library/react';
import { Resource } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { backOfficeAt, staffProduct } from '../test/backOffice.tsx';
import bigProblems from './big-problems/index.tsx';
import products from './products/index.tsx';
import proposals from './proposals/index.tsx';

afterEach(cleanup);

const problem: AdminBigProblem = {
  id: 4,
  title: 'Nước sạch cho vùng cao',
  slug: 'nuoc-sach',
  field: 'Môi trường',
  ordering_body: '',
  description: '',
  requirements: '',
  expected_results: '',
  budget_range: '',
  deadline: null,
  criteria: [],
  ip_terms: '',
  reward: '',
  implementation: '',
  results: null,
  status: 'open',
  visible: true,
  published_at: '2026-11-20T01:30:00.000Z',
  nq57_groups: [],
  view_count: 12,
  followers: 1234,
  created_at: '2026-11-20T01:30:00.000Z',
  updated_at: '2026-11-20T01:30:00.000Z',
};

const product = staffProduct({ followers: 7, interests: 4, interests_accepted: 2 });

const proposal = {
  id: 15,
  tracking_code: 'DX-2026-00015',
  title: 'Đề xuất đèn năng lượng mặt trời',
  proposal_kind: 'product',
  field: 'Năng lượng',
  status: 'approved',
  author: null,
  hidden_at: null,
  submitted_at: '2026-11-20T01:30:00.000Z',
  created_at: '2026-11-20T01:30:00.000Z',
  updated_at: '2026-11-20T01:30:00.000Z',
  followers: 2,
};

function backOffice(address: string, record: { id: number }) {
  return backOfficeAt(
    address,
    { role: 'admin', record },
    <>
      <Resource name="big-problems" {...bigProblems} />
      <Resource name="products" {...products} />
      <Resource name="proposals" {...proposals} />
      <Resource name="solutions" />
    </>,
  );
}

/** The value under a column header of the list's one row. */
async function cellUnder(header: string): Promise<string | null> {
  const heading = await screen.findByRole('columnheader', { name: header }, { timeout: 15_000 });
  const headers = within(heading.closest('tr') as HTMLElement).getAllByRole('columnheader');
  const [row] = screen.getAllByRole('row').slice(1);
  return within(row as HTMLElement).getAllByRole('cell')[headers.indexOf(heading)]?.textContent ?? null;
}

/** The value the form shows for the term "Người theo dõi". */
async function countOnForm(label = 'Người theo dõi'): Promise<string | null> {
  const term = await screen.findByText(label, { selector: 'dt' }, { timeout: 15_000 });
  expect(term.nextElementSibling?.tagName).toBe('DD');
  return term.nextElementSibling?.textContent ?? null;
}

// Rendering react-admin's screens in jsdom is slow on a loaded machine.
// The big problem's form renders its edit and create views in one test, and grew (criteria, judges):
// a loaded machine took 34 s for it once.
describe('Người theo dõi: how many follow, on the lists and records', { timeout: 60_000 }, () => {
  it('the big problems list has the column, written the Vietnamese way, and it cannot be sorted', async () => {
    backOffice('/big-problems', problem);
    expect(await cellUnder('Người theo dõi')).toBe('1.234');
    const heading = screen.getByRole('columnheader', { name: 'Người theo dõi' });
    expect(within(heading).queryByRole('button')).toBeNull();
  });

  it("a big problem's form shows the count, read only; a new one shows none", async () => {
    backOffice('/big-problems/4', problem);
    expect(await countOnForm()).toBe('1.234');
    expect(screen.queryByRole('textbox', { name: 'Người theo dõi' })).toBeNull();
    cleanup();
    backOffice('/big-problems/create', problem);
    expect(await screen.findByRole('textbox', { name: /Tên bài toán/ }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('Người theo dõi')).toBeNull();
  });

  it('the products list and form show the count, and the interests', async () => {
    backOffice('/products', product);
    expect(await cellUnder('Người theo dõi')).toBe('7');
    expect(await cellUnder('Yêu cầu quan tâm')).toBe('4');
    expect(await cellUnder('Quan tâm được đồng ý')).toBe('2');
    cleanup();
    backOffice('/products/9', product);
    expect(await countOnForm()).toBe('7');
    expect(await countOnForm('Yêu cầu quan tâm')).toBe('4');
    expect(await countOnForm('Quan tâm được đồng ý')).toBe('2');
  });

  it('the proposals queue has the column', async () => {
    backOffice('/proposals', proposal);
    expect(await cellUnder('Người theo dõi')).toBe('2');
  });
});
