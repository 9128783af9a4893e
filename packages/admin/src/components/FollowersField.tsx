import { Box, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslateLabel } from 'react-admin';

/**
 * "Người theo dõi" on a record's form: how many people follow it on the portal, read only (the
 * count, never who), as a term and its value. Nothing on a new record, which nobody follows yet.
 * (A list's column is a plain `<NumberField source="followers" sortable={false} />`: Datagrid
 * reads its props.)
 */
export function FollowersField() {
  return <CountField source="followers" />;
}

/**
 * A count of a record shown read only on its form, as a term and its value: its followers, its
 * interests. Nothing on a new record.
 */
export function CountField({ source }: { source: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const resource = useResourceContext();
  const translateLabel = useTranslateLabel();
  const value = record?.[source];
  if (typeof value !== 'number') return null;
  return (
    <Box component="dl" sx={{ m: 0, mb: 2 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {translateLabel({ source, resource })}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value.toLocaleString('vi-VN')}
      </Typography>
    </Box>
  );
}
