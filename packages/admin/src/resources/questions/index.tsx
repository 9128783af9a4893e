import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  type AdminQuestion,
  AnswerQuestionInputSchema,
  QUESTION_STATUSES,
  type QuestionStatus,
  questionStatusLabels,
} from '@portal/shared/admin-people';
import { adminApi } from '@portal/shared/api/admin';
import { questionFieldLabels } from '@portal/shared/field-labels';
import { formatDateTime } from '@portal/shared/format';
import {
  BooleanInput,
  Form,
  FunctionField,
  RichTextField,
  SaveButton,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { BackToList } from '../../components/BackToList.tsx';
import { ConfirmActionButton } from '../../components/ConfirmActionButton.tsx';
import { DayField } from '../../components/DayField.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { RichTextInput } from '../../components/RichTextInput.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { schemaResolver } from '../../components/schemaResolver.ts';
import { useActionSubmit } from '../../components/useActionSubmit.ts';
import { excerpt } from '../../format.ts';

/**
 * Câu hỏi của người dân (from /FAQ): reviewers read a question, answer it (the asker receives the
 * answer by mail), optionally publish it as an FAQ, or hide it. The asker's text is shown as text.
 */

const statusChoices = QUESTION_STATUSES.map((status) => ({ id: status, name: questionStatusLabels[status] }));
const statusLabel = (status: QuestionStatus) => questionStatusLabels[status] ?? status;

const filters = [
  searchFilter('Tìm theo câu hỏi, họ tên, email'),
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="Tất cả" />,
  <TextInput key="topic" source="topic" />,
];

const QuestionList = () => (
  <RecordList<AdminQuestion>
    filters={filters}
    sort={{ field: 'created_at', order: 'DESC' }}
    empty={false}
    primaryText={(question) => excerpt(question.question, 80)}
    secondaryText={(question) => `${question.name} · ${formatDateTime(question.created_at)}`}
    tertiaryText={(question) => statusLabel(question.status)}
    link="show"
    emptyText="Chưa có câu hỏi nào."
  >
    <TextField source="id" />
    <DayField source="created_at" />
    <TextField source="name" />
    <TextField source="topic" emptyText="—" />
    <FunctionField<AdminQuestion> source="question" sortable={false} render={(q) => excerpt(q.question, 120)} />
    <FunctionField<AdminQuestion> source="status" render={(q) => statusLabel(q.status)} />
    <DayField source="answered_at" emptyText="—" />
  </RecordList>
);

const answerResolver = schemaResolver(AnswerQuestionInputSchema);

/** "Trả lời": the answer (rich text), "publish as an FAQ" and its topic. */
function AnswerForm() {
  const question = useRecordContext<AdminQuestion>();
  const post = useActionSubmit();
  if (!question) return null;

  const submit = (values: Record<string, unknown>) =>
    post(
      adminApi.questions.answer,
      {
        params: { id: question.id },
        body: {
          answer: values.answer as string,
          publish: values.publish === true,
          topic: (values.topic as string | undefined) || undefined,
        },
      },
      {
        success: values.publish ? 'Đã trả lời và công bố trong mục Hỏi đáp' : 'Đã gửi câu trả lời',
        failure: 'Không gửi được câu trả lời',
      },
    );

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {question.answer ? 'Sửa câu trả lời' : 'Trả lời'}
        </Typography>
        <Form
          warnWhenUnsavedChanges
          key={`${question.id}-${question.answered_at ?? ''}`}
          resolver={answerResolver}
          defaultValues={{
            answer: question.answer ?? '',
            publish: question.status === 'published',
            topic: question.topic,
          }}
          onSubmit={submit}
        >
          <RichTextInput source="answer" label={questionFieldLabels.answer} fullWidth />
          <BooleanInput source="publish" label="Công khai thành câu hỏi thường gặp" />
          <TextInput
            source="topic"
            label={questionFieldLabels.topic}
            helperText="Chủ đề của mục Hỏi đáp; để trống để giữ chủ đề người hỏi đã chọn."
          />
          <Box>
            <SaveButton label="Gửi câu trả lời" alwaysEnable sx={{ minHeight: 44 }} />
          </Box>
        </Form>
      </CardContent>
    </Card>
  );
}

function QuestionShowActions() {
  const question = useRecordContext<AdminQuestion>();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignContent: 'flex-end' }}>
      <BackToList resource="questions" />
      <ConfirmActionButton
        action={adminApi.questions.hide}
        label="Ẩn"
        title="Ẩn câu hỏi này?"
        content="Câu hỏi sẽ được ẩn; nếu đã công bố trong mục Hỏi đáp, mục đó cũng bị ẩn khỏi Cổng thông tin."
        success="Đã ẩn câu hỏi"
        color="error"
        icon={<VisibilityOffIcon />}
        disabled={!question || question.status === 'hidden'}
      />
    </TopToolbar>
  );
}

function QuestionShow() {
  return (
    <Show actions={<QuestionShowActions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <FunctionField<AdminQuestion> source="status" render={(q) => statusLabel(q.status)} />
        <FunctionField<AdminQuestion> source="created_at" render={(q) => formatDateTime(q.created_at)} />
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="phone" emptyText="—" />
        <TextField source="topic" emptyText="—" />
        {/* The asker's text, as text (never HTML), line breaks kept. */}
        <TextField source="question" sx={{ whiteSpace: 'pre-wrap' }} />
        <RichTextField source="answer" emptyText="Chưa trả lời" />
        <FunctionField<AdminQuestion>
          source="answered_at"
          render={(q) => (q.answered_at ? formatDateTime(q.answered_at) : '—')}
        />
      </SimpleShowLayout>
      <Box sx={{ px: 2, pb: 2 }}>
        <AnswerForm />
      </Box>
    </Show>
  );
}

export default {
  list: QuestionList,
  show: QuestionShow,
};
