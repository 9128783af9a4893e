import { Box, Stack, Typography } from '@mui/material';
import { formatDateTime } from '@portal/shared/format';
import { placeNames } from '@portal/shared/names';
import {
  correctionActionLabel,
  SUBMISSION_TRANSITIONS,
  type TimelineEntry,
  visibilityActionLabels,
} from '@portal/shared/submissions';
import { StatusChip } from './Submission.tsx';

const actionLabel = (action: TimelineEntry['action']) =>
  action === 'create'
    ? 'Tạo hồ sơ'
    : action === 'hide' || action === 'show'
      ? visibilityActionLabels[action]
      : action === 'correct'
        ? correctionActionLabel
        : SUBMISSION_TRANSITIONS[action].label;

/** The timeline: every step, oldest first, with its notes. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <Typography color="text.secondary">Chưa có bước xử lý nào.</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={placeNames.timeline}>
      {entries.map((entry, index) => (
        <Box component="li" key={`${entry.at}-${index}`} sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, pb: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(entry.at)} · {entry.actor}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{actionLabel(entry.action)}</Typography>
            <StatusChip status={entry.to} />
          </Stack>
          {entry.note ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
              Ghi chú: {entry.note}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
