import { formatDate } from '@portal/shared/format';
import { FunctionField, type RaRecord } from 'react-admin';

type DayFieldProps = { source: string; label?: string; sortable?: boolean; emptyText?: string };

/**
 * A date column as the portal writes it: dd/mm/yyyy, the day in Vietnam whatever the browser's
 * zone, through the one shared formatter (two zones on one screen).
 */
export function DayField({ source, emptyText = '', ...props }: DayFieldProps) {
  return (
    <FunctionField
      source={source}
      {...props}
      render={(record: RaRecord) => {
        const value = record[source] as string | null | undefined;
        return value ? formatDate(value) : emptyText;
      }}
    />
  );
}
