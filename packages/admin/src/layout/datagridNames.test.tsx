// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  Datagrid,
  ListContextProvider,
  ResourceContextProvider,
  TextField,
  testDataProvider,
  useList,
} from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { watchDatagridNames } from './datagridNames.ts';

// The worker's files share its modules (isolate: false): nothing rendered here outlives its test.
afterEach(cleanup);

function Rows() {
  const context = useList({
    data: [
      { id: 1, name: 'Chuyển đổi số' },
      { id: 2, name: 'Đổi mới sáng tạo' },
    ],
  });
  return (
    <ListContextProvider value={context}>
      <Datagrid expand={<p>Chi tiết dòng</p>}>
        <TextField source="name" />
      </Datagrid>
    </ListContextProvider>
  );
}

describe('a list of the back office', () => {
  it('names each row checkbox on the checkbox itself and gives the expand column a header', async () => {
    const { container } = render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
        <ResourceContextProvider value="categories">
          <Rows />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const stop = watchDatagridNames(container);
    try {
      await waitFor(() => expect(screen.getAllByRole('checkbox', { name: 'Chọn dòng này' })).toHaveLength(2));
      expect(container.querySelectorAll('.RaDatagrid-checkbox[aria-label]')).toHaveLength(0);
      expect(screen.getByRole('columnheader', { name: 'Chi tiết' })).toBeTruthy();
    } finally {
      stop();
    }
  });
});
