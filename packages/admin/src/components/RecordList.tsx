import type { ReactElement, ReactNode } from 'react';
import { Datagrid, type RaRecord, SimpleList } from 'react-admin';
import { EmptyList } from './EmptyList.tsx';
import { ResponsiveList, type ResponsiveListProps } from './ResponsiveList.tsx';

type Text<T> = (record: T) => ReactNode;

export interface RecordListProps<T> extends Omit<ResponsiveListProps, 'narrow' | 'wide'> {
  /** A record's lines on a phone (SimpleList's texts). */
  primaryText: Text<T>;
  secondaryText?: Text<T>;
  tertiaryText?: Text<T>;
  /** Where a record opens, from its line or its row; false: nowhere. */
  link?: 'edit' | 'show' | false;
  /** The table's bulk actions; none unless given. */
  bulkActionButtons?: ReactElement | false;
  /** What the table says when there is no record at all (with `empty={false}`); a search that finds nothing says so. */
  emptyText?: string;
  /** The table's columns. */
  children: ReactNode;
}

/**
 * The usual back-office list: on a phone one SimpleList line per record, on a wider screen a
 * Datagrid of `children`, both opening the record the same way (ResponsiveList around them).
 */
export function RecordList<T extends RaRecord>({
  primaryText,
  secondaryText,
  tertiaryText,
  link = 'edit',
  bulkActionButtons = false,
  emptyText,
  children,
  ...listProps
}: RecordListProps<T>) {
  return (
    <ResponsiveList
      {...listProps}
      narrow={
        <SimpleList<T>
          primaryText={primaryText}
          secondaryText={secondaryText}
          tertiaryText={tertiaryText}
          linkType={link}
        />
      }
      wide={
        <Datagrid
          rowClick={link}
          bulkActionButtons={bulkActionButtons}
          empty={emptyText === undefined ? undefined : <EmptyList text={emptyText} />}
        >
          {children}
        </Datagrid>
      }
    />
  );
}
