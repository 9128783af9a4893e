import { ideasApi } from '@portal/shared/api/ideas';
import { formatInteger } from '@portal/shared/format';
import { IDEA_LIMITS, type IdeaDetail, type IdeaFormInput, IdeaFormSchema } from '@portal/shared/ideas';
import { NQ57_GROUPS } from '@portal/shared/monitoring';
import type { UploadedFile } from '@portal/shared/submissions';
import '@portal/shared/zod-vi';
import { useState } from 'react';
import { FileUploadField } from '../../components/FileUploadField.tsx';
import { showCallError } from '../../components/form/call-error.ts';
import { CheckGroup } from '../../components/form/choices.tsx';
import { Field, SelectField, TextAreaField } from '../../components/form/controls.tsx';
import { draftKey } from '../../components/form/drafts.ts';
import { useFormDraft } from '../../components/form/useFormDraft.ts';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { ApiError, call } from '../../lib/api.ts';
import { newRequestId } from '../../lib/request-id.ts';

const valuesOf = (idea?: IdeaDetail): IdeaFormInput => ({
  title: idea?.title ?? '',
  field: idea?.field ?? '',
  problem: idea?.problem ?? '',
  solution: idea?.solution ?? '',
  impact: idea?.impact ?? '',
  support_needed: idea?.support_needed ?? '',
  scope: idea?.scope ?? '',
  nq57_groups: idea?.nq57_groups ?? [],
  submit: false,
});

/** The Resolution 57 task groups, numbered as the resolution numbers them. */
const GROUP_OPTIONS = NQ57_GROUPS.map((name, index) => ({ value: index + 1, label: `${index + 1}. ${name}` }));

/**
 * The idea form of /idea/create and /idea/{id}/idea-propose: "Lưu nháp" keeps a draft (only the
 * title is needed), "Gửi ý tưởng" sends it (problem and solution too). The form's request id is
 * made once, so a double click makes one idea.
 */
export function IdeaForm({
  idea,
  fields,
  onSaved,
}: {
  /** The idea being edited; none when creating. */
  idea?: IdeaDetail;
  fields: string[];
  onSaved: (idea: IdeaDetail, submitted: boolean) => void;
}) {
  const form = useZodForm(IdeaFormSchema, { defaultValues: valuesOf(idea) });
  const { register, control, handleSubmit, formState, setValue, setError, watch } = form;
  const [requestId] = useState(newRequestId);
  const [files, setFiles] = useState<UploadedFile[]>(idea?.attachments ?? []);
  // Unsaved input survives leaving the page; the files as what their upload answered.
  const draft = useFormDraft(form, draftKey('idea', idea?.id ?? 'new'), {
    omit: ['submit'],
    extra: { value: files, restore: setFiles },
  });
  const [filesError, setFilesError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  const fieldOptions = idea?.field && !fields.includes(idea.field) ? [idea.field, ...fields] : fields;
  const busy = formState.isSubmitting || uploading;
  const prefix = idea ? `idea-${idea.id}` : 'idea-new';

  const save = (submit: boolean) => {
    setValue('submit', submit);
    setFilesError(undefined);
    return handleSubmit(async (values) => {
      const body = {
        ...values,
        submit,
        attachments: files.map((file) => file.id),
        request_id: requestId,
      };
      try {
        const { data } = idea
          ? await call(ideasApi.update, { params: { id: idea.id }, body })
          : await call(ideasApi.create, { body });
        draft.saved();
        onSaved(data, submit);
      } catch (error) {
        if (error instanceof ApiError && error.status === 422 && error.body?.errors) {
          // The server names list items `attachments.0`, `nq57_groups.1`: shown under the list.
          const errors: Record<string, string[]> = {};
          for (const [name, list] of Object.entries(error.body.errors)) {
            const base = name.split('.')[0] ?? name;
            if (base === 'attachments') setFilesError(list[0]);
            else errors[base] ??= list;
          }
          showCallError(new ApiError(422, { ...error.body, errors }), setError, '');
          return;
        }
        showCallError(error, setError, 'Không lưu được ý tưởng, vui lòng thử lại sau');
      }
    })();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(true);
      }}
      aria-describedby={`${prefix}-intro`}
    >
      <p id={`${prefix}-intro`} className="text-body-secondary">
        Ý tưởng chỉ người gửi và cán bộ của Sở xem được. Bản nháp chỉ cần tên ý tưởng; khi gửi, cần mô tả vấn đề và giải
        pháp (mỗi phần ít nhất {IDEA_LIMITS.textMin} ký tự).
      </p>
      <fieldset className="panel mb-4">
        <legend className="h5">Thông tin ý tưởng</legend>
        <Field
          id={`${prefix}-title`}
          label="Tên ý tưởng"
          aria-required
          maxLength={IDEA_LIMITS.titleMax}
          registration={register('title')}
          error={formState.errors.title}
        />
        <SelectField
          id={`${prefix}-field`}
          label="Lĩnh vực"
          registration={register('field')}
          error={formState.errors.field}
        >
          <option value="">Chọn lĩnh vực (không bắt buộc)</option>
          {fieldOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id={`${prefix}-problem`}
          label="Vấn đề cần giải quyết"
          rows={5}
          maxLength={IDEA_LIMITS.textMax}
          hint={`Bắt buộc khi gửi, từ ${IDEA_LIMITS.textMin} đến ${formatInteger(IDEA_LIMITS.textMax)} ký tự.`}
          registration={register('problem')}
          error={formState.errors.problem}
        />
        <TextAreaField
          id={`${prefix}-solution`}
          label="Giải pháp đề xuất"
          rows={6}
          maxLength={IDEA_LIMITS.textMax}
          hint={`Bắt buộc khi gửi, từ ${IDEA_LIMITS.textMin} đến ${formatInteger(IDEA_LIMITS.textMax)} ký tự.`}
          registration={register('solution')}
          error={formState.errors.solution}
        />
        <TextAreaField
          id={`${prefix}-impact`}
          label="Hiệu quả dự kiến (không bắt buộc)"
          rows={3}
          maxLength={IDEA_LIMITS.extraMax}
          registration={register('impact')}
          error={formState.errors.impact}
        />
        <TextAreaField
          id={`${prefix}-support`}
          label="Nhu cầu hỗ trợ (không bắt buộc)"
          rows={3}
          maxLength={IDEA_LIMITS.extraMax}
          hint="Kinh phí, chuyên gia, thử nghiệm, kết nối doanh nghiệp…"
          registration={register('support_needed')}
          error={formState.errors.support_needed}
        />
        <TextAreaField
          id={`${prefix}-scope`}
          label="Phạm vi, đối tượng áp dụng (không bắt buộc)"
          rows={3}
          maxLength={IDEA_LIMITS.extraMax}
          hint="Địa bàn, cơ quan, doanh nghiệp hoặc nhóm người dân sẽ áp dụng ý tưởng."
          registration={register('scope')}
          error={formState.errors.scope}
        />
      </fieldset>

      <CheckGroup
        className="panel mb-4"
        legend="Nhóm nhiệm vụ Nghị quyết 57 (không bắt buộc)"
        legendClassName="h5"
        name="nq57_groups"
        options={GROUP_OPTIONS}
        control={control}
        idPrefix={`${prefix}-group`}
        errorId={`${prefix}-groups-error`}
      />

      <div className="panel mb-4">
        <FileUploadField
          id={`${prefix}-attachments`}
          label="Tệp đính kèm"
          kind="attachment"
          value={files}
          onChange={(next) => {
            setFiles(next);
            setFilesError(undefined);
          }}
          max={IDEA_LIMITS.attachments}
          error={filesError}
          hint="Tệp PDF, Word, Excel, PowerPoint, OpenDocument hoặc ảnh JPG, PNG; mỗi tệp không quá 20 MB"
          onBusyChange={setUploading}
        />
      </div>

      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={() => void save(false)}>
          {formState.isSubmitting && !watch('submit') ? 'Đang lưu…' : 'Lưu nháp'}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {formState.isSubmitting && watch('submit') ? 'Đang gửi…' : 'Gửi ý tưởng'}
        </button>
        {uploading && (
          <span className="align-self-center text-body-secondary" role="status">
            Đang tải tệp lên, vui lòng chờ…
          </span>
        )}
      </div>
    </form>
  );
}
