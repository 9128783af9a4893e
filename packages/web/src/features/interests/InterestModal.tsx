import { interestsApi } from '@portal/shared/api/interests';
import { formatInteger } from '@portal/shared/format';
import {
  INTEREST_MESSAGE_MAX,
  INTEREST_MESSAGE_MIN,
  InterestInputSchema,
  interestDemandLabels,
  interestMessages,
} from '@portal/shared/interests';
import { DEMAND_TYPES } from '@portal/shared/product-labels';
import '@portal/shared/zod-vi';
import type { FieldError } from 'react-hook-form';
import { showCallError } from '../../components/form/call-error.ts';
import { SelectField, TextAreaField } from '../../components/form/controls.tsx';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { ApiError, call } from '../../lib/api.ts';
import { toast } from '../../lib/popups.ts';
import { FormModal } from '../auth/FormModal.tsx';
import type { InterestTarget } from './InterestButton.tsx';

/**
 * "Bày tỏ quan tâm": the form in a modal, loaded only when the button is first pressed. The
 * department reads it first and forwards it to the owner; no contact is exchanged before the owner
 * accepts, so the form asks for none.
 */
export default function InterestModal({
  subject,
  onClose,
}: {
  subject: InterestTarget;
  onClose: (sent: boolean) => void;
}) {
  const form = useZodForm(InterestInputSchema, {
    defaultValues: { message: '', demand_type: '' as unknown as number },
  });
  const { register, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (body) => {
    try {
      if (subject.kind === 'need') {
        await call(interestsApi.createForNeed, { params: { id: String(subject.id) }, body });
      } else {
        await call(interestsApi.create, { params: { id: subject.id }, body });
      }
      void toast('success', interestMessages.sent);
      onClose(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        showCallError(error, setError, 'Không gửi được, vui lòng kiểm tra lại');
      } else {
        void toast(
          'error',
          error instanceof ApiError && error.body?.message
            ? error.body.message
            : 'Không gửi được, vui lòng thử lại sau',
        );
      }
    }
  });

  return (
    <FormModal
      show
      onHide={() => onClose(false)}
      titleId="interest-title"
      title="Bày tỏ quan tâm"
      onSubmit={submit}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={() => onClose(false)}>
            Hủy
          </button>
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            Gửi yêu cầu
          </button>
        </>
      }
    >
      <p>
        Ông/Bà quan tâm đến {subject.kind === 'need' ? 'nhu cầu ' : ''}
        <strong>{subject.name}</strong>. Sở Khoa học và Công nghệ xem xét yêu cầu rồi chuyển đến chủ sở hữu; chỉ khi chủ
        sở hữu đồng ý, hai bên mới thấy thông tin liên hệ của nhau.
      </p>
      <SelectField
        id="interest-demand"
        label="Mong muốn của Ông/Bà"
        aria-required
        registration={register('demand_type')}
        error={formState.errors.demand_type as FieldError | undefined}
      >
        <option value="">Chọn mong muốn</option>
        {DEMAND_TYPES.map((type) => (
          <option key={type} value={type}>
            {interestDemandLabels[type]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="interest-message"
        label="Lời nhắn đến chủ sở hữu"
        rows={5}
        aria-required
        maxLength={INTEREST_MESSAGE_MAX}
        hint={`Từ ${formatInteger(INTEREST_MESSAGE_MIN)} đến ${formatInteger(INTEREST_MESSAGE_MAX)} ký tự. Xin đừng ghi số điện thoại, email hay thông tin cá nhân: Sở chuyển liên hệ khi hai bên đồng ý.`}
        registration={register('message')}
        error={formState.errors.message}
      />
    </FormModal>
  );
}
