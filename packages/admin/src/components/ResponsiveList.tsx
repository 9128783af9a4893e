import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactElement } from 'react';
import { List, type ListProps } from 'react-admin';
import { XlsxListActions } from './ExportXlsxButton.tsx';

export interface ResponsiveListProps extends Omit<ListProps, 'children' | 'actions' | 'exporter'> {
  /** Whether the toolbar offers "Tạo mới" (the resource has a create view). */
  create?: boolean;
  /** What a phone shows: a SimpleList. */
  narrow: ReactElement;
  /** What a wider screen shows: a Datagrid. */
  wide: ReactElement;
}

/**
 * A back-office list: 25 records a page, the Excel export instead of react-admin's CSV one, and
 * a simple list on a phone where a table would not fit. Other List props (filters, sort, empty,
 * sx) pass through.
 */
export function ResponsiveList({ create = false, narrow, wide, ...listProps }: ResponsiveListProps) {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List perPage={25} exporter={false} actions={<XlsxListActions create={create} />} {...listProps}>
      {isNarrow ? narrow : wide}
    </List>
  );
}
