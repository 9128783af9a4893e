import { Box, ListItem, List as MuiList, Typography } from '@mui/material';
import {
  type AdminFeedback,
  FEEDBACK_STATUSES,
  type FeedbackStatus,
  feedbackStatusLabels,
} from '@portal/shared/admin-people';
import { adminApi } from '@portal/shared/api/admin';
import { formatDateTime } from '@portal/shared/format';
import { useQuery } from '@tanstack/react-query';
import {
  FunctionField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { BackToList } from '../../components/BackToList.tsx';
import { DayField } from '../../components/DayField.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { excerpt } from '../../format.ts';
import { callApi } from '../../providers/http.ts';
import { HandleButton, ReplyButton } from './FeedbackDialogs.tsx';

/**
 * Góp ý, phản ánh (from /contacts): reviewers read them, mark them handled with a required note
 * (kept on the feedback with who wrote it, and in the audit log) and answer the sender by e-mail
 * (each answer kept and listed on the record). The sender's text is shown as text.
 */

const statusChoices = FEEDBACK_STATUSES.map((status) => ({ id: status, name: feedbackStatusLabels[status] }));
const statusLabel = (status: FeedbackStatus) => feedbackStatusLabels[status] ?? status;

const filters = [
  searchFilter('Tìm theo tiêu đề, nội dung, họ tên, email'),
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="Tất cả" />,
];

const FeedbackList = () => (
  <RecordList<AdminFeedback>
    filters={filters}
    sort={{ field: 'created_at', order: 'DESC' }}
    empty={false}
    primaryText={(item) => item.subject}
    secondaryText={(item) => `${item.name} · ${formatDateTime(item.created_at)}`}
    tertiaryText={(item) => statusLabel(item.status)}
    link="show"
    emptyText="Chưa có góp ý nào."
  >
    <TextField source="id" />
    <DayField source="created_at" />
    <TextField source="name" />
    <TextField source="subject" />
    <FunctionField<AdminFeedback> source="message" sortable={false} render={(item) => excerpt(item.message, 100)} />
    <FunctionField<AdminFeedback> source="status" render={(item) => statusLabel(item.status)} />
    <DayField source="handled_at" emptyText="—" />
  </RecordList>
);

/** The answers mailed to the sender, oldest first (refreshed with the record after a new one). */
function Replies() {
  const item = useRecordContext<AdminFeedback>();
  const { data, isError } = useQuery({
    queryKey: ['feedback', 'replies', item?.id],
    enabled: Boolean(item),
    queryFn: async () => (await callApi(adminApi.feedback.replies, { params: { id: item?.id ?? 0 } })).data,
  });
  if (!item) return null;
  return (
    <Box component="section" aria-labelledby="feedback-replies" sx={{ mt: 2 }}>
      <Typography id="feedback-replies" variant="h6" component="h2">
        Thư đã trả lời
      </Typography>
      {isError ? (
        <Typography color="error">Không tải được các thư đã trả lời.</Typography>
      ) : !data ? null : data.length === 0 ? (
        <Typography color="text.secondary">Chưa trả lời người gửi qua email.</Typography>
      ) : (
        <MuiList aria-label="Thư đã trả lời" dense disablePadding>
          {data.map((reply) => (
            <ListItem key={reply.id} disableGutters sx={{ display: 'block', mb: 1 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {formatDateTime(reply.sent_at)} · {reply.sent_by}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{reply.subject}</Typography>
              {/* Staff's text, as text, line breaks kept. */}
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reply.body}</Typography>
            </ListItem>
          ))}
        </MuiList>
      )}
    </Box>
  );
}

function FeedbackShow() {
  return (
    <Show
      actions={
        // The steps and the way back in words, each a 44 px target, on a phone as well.
        <TopToolbar sx={{ flexWrap: 'wrap', alignContent: 'flex-end' }}>
          <BackToList resource="feedback" />
          <HandleButton />
          <ReplyButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <FunctionField<AdminFeedback> source="status" render={(item) => statusLabel(item.status)} />
        <FunctionField<AdminFeedback> source="created_at" render={(item) => formatDateTime(item.created_at)} />
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="phone" emptyText="—" />
        <TextField source="subject" />
        {/* The sender's text, as text (never HTML), line breaks kept. */}
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <FunctionField<AdminFeedback>
          source="handled_at"
          render={(item) => (item.handled_at ? formatDateTime(item.handled_at) : '—')}
        />
        <TextField source="handled_by" emptyText="—" />
        <TextField source="handled_note" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <Replies />
      </SimpleShowLayout>
    </Show>
  );
}

export default {
  list: FeedbackList,
  show: FeedbackShow,
};
