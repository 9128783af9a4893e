import { Box, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslateLabel } from 'react-admin';

/**
 * "Người theo dõi" on a record's form: how many people follow it on the portal, read only (the
 * count, never who), as a term and its value. Nothing on a new record, which nobody follows yet.
 * (A list's column is a plain `<NumberField source="followers" sortable={false} />`: Datagrid
 * reads its props.)
 */
export function FollowersField() {
  const record = useRecordContext<{ followers?: number }>();
  const resource = useResourceContext();
  const translateLabel = useTranslateLabel();
  if (typeof record?.followers !== 'number') return null;
  return (
    <Box component="dl" sx={{ m: 0, mb: 2 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {translateLabel({ source: 'followers', resource })}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {record.followers.toLocaleString('vi-VN')}
      </Typography>
    </Box>
  );
}
