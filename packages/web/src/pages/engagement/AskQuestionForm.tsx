import { engagementApi } from '@portal/shared/api/engagement';
import { type AskQuestionInput, AskQuestionSchema, type FaqTopic } from '@portal/shared/engagement';
import '@portal/shared/zod-vi';
import { SelectField, TextAreaField } from '../../components/form/controls.tsx';
import { call } from '../../lib/api.ts';
import { emptySender, PublicForm, SenderFields, SenderPhoneField, usePublicForm } from './form-parts.tsx';

const emptyQuestion = (): AskQuestionInput => ({ ...emptySender(), topic: '', question: '' });

/** The fields of "Gửi câu hỏi": kept for staff, who answer by e-mail and may publish it as an FAQ. */
export default function AskQuestionFields({ topics }: { topics: FaqTopic[] }) {
  const publicForm = usePublicForm({
    name: 'question',
    schema: AskQuestionSchema,
    empty: emptyQuestion,
    send: (body) => call(engagementApi.ask, { body }),
    sentTitle: 'Đã gửi câu hỏi',
    failure: 'Không gửi được câu hỏi, vui lòng thử lại sau',
  });
  const { form } = publicForm;
  const { register, formState } = form;

  return (
    <PublicForm state={publicForm} idPrefix="question" submitLabel="Gửi câu hỏi">
      <div className="row">
        <SenderFields idPrefix="question" />
        <div className="col-md-6">
          <SenderPhoneField idPrefix="question" />
        </div>
        <div className="col-md-6">
          <SelectField
            id="question-topic"
            label="Chủ đề (không bắt buộc)"
            registration={register('topic')}
            error={formState.errors.topic}
          >
            <option value="">Chưa chọn chủ đề</option>
            {topics.map((item) => (
              <option key={item.topic} value={item.topic}>
                {item.topic}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <TextAreaField
        id="question-text"
        label="Câu hỏi"
        rows={5}
        aria-required
        maxLength={2000}
        hint="Từ 10 đến 2.000 ký tự. Xin đừng ghi số CMND/CCCD hay thông tin nhạy cảm."
        registration={register('question')}
        error={formState.errors.question}
      />
    </PublicForm>
  );
}
