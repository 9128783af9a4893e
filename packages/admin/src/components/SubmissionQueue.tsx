import type { SubmissionState } from '@portal/shared/submissions';
import type { ReactElement, ReactNode } from 'react';
import { Datagrid, SimpleList } from 'react-admin';
import { EmptyList } from './EmptyList.tsx';
import { ResponsiveList } from './ResponsiveList.tsx';
import { StatusChip } from './Submission.tsx';

/** What every row of a moderation queue carries. */
export type QueueRow = {
  id: number;
  title: string;
  status: SubmissionState;
  tracking_code: string | null;
  author: { full_name: string; email: string } | null;
};

/** The sender in a queue's column: their name, else their e-mail, else "—". */
export const senderOf = (row: Pick<QueueRow, 'author'>) => row.author?.full_name || row.author?.email || '—';

/**
 * A moderation queue (proposals, ideas): newest sent first, the Excel export and no create. A
 * phone shows each record's title, tracking code, sender and state; `children` are the table's
 * columns.
 */
export function SubmissionQueue({
  filters,
  emptyText,
  children,
}: {
  filters: ReactElement[];
  /** What an empty queue says (an empty search says nothing matches, with “Xóa bộ lọc”). */
  emptyText: string;
  children: ReactNode;
}) {
  const empty = <EmptyList text={emptyText} />;
  return (
    <ResponsiveList
      filters={filters}
      sort={{ field: 'submitted_at', order: 'DESC' }}
      empty={false}
      narrow={
        <SimpleList<QueueRow>
          primaryText={(row) => row.title}
          secondaryText={(row) => [row.tracking_code, row.author?.full_name].filter(Boolean).join(' · ')}
          tertiaryText={(row) => <StatusChip status={row.status} />}
          linkType="show"
          empty={empty}
        />
      }
      wide={
        <Datagrid rowClick="show" bulkActionButtons={false} empty={empty}>
          {children}
        </Datagrid>
      }
    />
  );
}
