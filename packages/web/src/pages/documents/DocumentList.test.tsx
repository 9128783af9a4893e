import type { DocumentItem } from '@portal/shared/documents';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentCards, DocumentTable } from './DocumentList.tsx';
import { SelectedDocument } from './SelectedDocument.tsx';

const resolution: DocumentItem = {
  id: 7,
  number: '57-NQ/TW',
  title: 'Nghị quyết về đột phá phát triển khoa học, công nghệ',
  type: 'Nghị quyết',
  issuing_body: 'Bộ Chính trị',
  signer: '',
  issued_at: '2024-12-22',
  effective_at: null,
  validity: 'active',
  field: 'Khoa học và công nghệ',
  summary: 'Tạo đột phá phát triển.',
  files: [
    {
      key: 'ab.pdf',
      name: '57-NQ-TW.pdf',
      size: 27_500,
      mime: 'application/pdf',
      url: '/api/documents/7/files/ab.pdf',
    },
  ],
};

// jsdom drops the space before a visually hidden span when it names a control.
const download = /^Tải về ?57-NQ-TW\.pdf PDF, 26,9 KB$/;

function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: '/documents', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('the documents list', () => {
  it('opens a row on request, with the facts the row leaves out and a link to the document', () => {
    renderAt(
      '/documents',
      <DocumentTable
        documents={[resolution]}
        internal={false}
        meta={{ page: 1, per_page: 10, total: 1, last_page: 1 }}
      />,
    );
    expect(screen.getByRole('table')).toHaveAccessibleName('Văn bản, mới ban hành trước (trang 1/1)');
    const row = screen.getByRole('row', { name: /57-NQ\/TW/ });
    expect(row).toHaveTextContent('22/12/2024');
    expect(row).toHaveTextContent('Còn hiệu lực');
    expect(within(row).getByRole('link', { name: download })).toHaveAttribute('href', '/api/documents/7/files/ab.pdf');
    expect(screen.queryByText('Người ký')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: /^Xem chi tiết ?văn bản 57-NQ\/TW$/ }));
    expect(screen.getByText('Không ghi')).toBeInTheDocument();
    expect(screen.getByText('Chưa xác định')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Liên kết đến văn bản 57-NQ/TW' })).toHaveAttribute(
      'href',
      '/documents?id=7',
    );
    expect(within(row).getByRole('button', { name: /^Thu gọn ?văn bản 57-NQ\/TW$/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('stacks the same facts in cards, an internal file downloading through a button', () => {
    renderAt('/documents', <DocumentCards documents={[resolution]} internal />);
    const card = within(screen.getByRole('list', { name: 'Danh sách văn bản nội bộ' })).getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(resolution.title);
    expect(card).toHaveTextContent('Cơ quan ban hànhBộ Chính trị');
    expect(within(card).getByRole('button', { name: download })).toBeEnabled();
  });
});

describe('the document a shared link opens', () => {
  it('shows it above the list, closing back to the lookup it came with', () => {
    renderAt(
      '/documents?type=Ngh%E1%BB%8B+quy%E1%BA%BFt&id=7',
      <SelectedDocument selected={resolution} internal={false} />,
    );
    const panel = screen.getByRole('region', { name: resolution.title });
    expect(panel).toHaveTextContent('Nghị quyết số 57-NQ/TW');
    expect(within(panel).queryByRole('link', { name: /Liên kết đến văn bản/ })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Đóng' })).toHaveAttribute(
      'href',
      '/documents?type=Ngh%E1%BB%8B+quy%E1%BA%BFt',
    );
  });

  it('says so when the document is gone, with the way back to the list', () => {
    renderAt('/documents?id=99', <SelectedDocument selected="missing" internal={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('văn bản không tồn tại hoặc đã được gỡ bỏ');
    expect(screen.getByRole('link', { name: 'Xem danh sách văn bản' })).toHaveAttribute('href', '/documents');
  });
});
