import { engagementApi } from '@portal/shared/api/engagement';
import { type FeedbackInput, FeedbackSchema } from '@portal/shared/engagement';
import '@portal/shared/zod-vi';
import { Field, TextAreaField } from '../../components/form/controls.tsx';
import { call } from '../../lib/api.ts';
import { emptySender, PublicForm, SenderFields, SenderPhoneField, usePublicForm } from './form-parts.tsx';

const emptyFeedback = (): FeedbackInput => ({ ...emptySender(), subject: '', message: '' });

/** The fields of "Gửi góp ý, phản ánh": kept for staff, who answer by e-mail. */
export default function FeedbackForm() {
  const publicForm = usePublicForm({
    name: 'feedback',
    schema: FeedbackSchema,
    empty: emptyFeedback,
    send: (body) => call(engagementApi.feedback, { body }),
    sentTitle: 'Đã gửi góp ý',
    failure: 'Không gửi được góp ý, vui lòng thử lại sau',
  });
  const { form } = publicForm;
  const { register, formState } = form;

  return (
    <PublicForm state={publicForm} idPrefix="feedback" submitLabel="Gửi góp ý">
      <div className="row">
        <SenderFields idPrefix="feedback" />
      </div>
      <SenderPhoneField idPrefix="feedback" />
      <Field
        id="feedback-subject"
        label="Tiêu đề"
        aria-required
        maxLength={200}
        registration={register('subject')}
        error={formState.errors.subject}
      />
      <TextAreaField
        id="feedback-message"
        label="Nội dung"
        rows={6}
        aria-required
        maxLength={5000}
        hint="Từ 10 đến 5.000 ký tự. Xin đừng ghi số CMND/CCCD hay thông tin nhạy cảm."
        registration={register('message')}
        error={formState.errors.message}
      />
    </PublicForm>
  );
}
