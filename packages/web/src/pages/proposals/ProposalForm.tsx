import { proposalsApi } from '@portal/shared/api/proposals';
import type { BigProblemSummary } from '@portal/shared/big-problems';
import { NQ57_GROUPS } from '@portal/shared/monitoring';
import {
  demandTypeLabels,
  OFFERED_DEMAND_TYPES,
  READINESS_LEVELS,
  readinessLabel,
} from '@portal/shared/product-labels';
import type { MyProposalDetail } from '@portal/shared/proposal-answers';
import { proposalCatalogue as catalogue } from '@portal/shared/proposal-fields';
import {
  BUDGET_OPTIONS,
  budgetLabels,
  IP_ADVICE_OPTIONS,
  ipAdviceLabels,
  PROPOSAL_KINDS,
  PROPOSAL_MAX_ATTACHMENTS,
  PROPOSAL_MAX_IMAGES,
  proposalKindLabels,
} from '@portal/shared/proposal-labels';
import { ProposalInputSchema } from '@portal/shared/proposals';
import type { UploadedFile } from '@portal/shared/submissions';
import '@portal/shared/zod-vi';
import { placeNames } from '@portal/shared/names';
import { useRef, useState } from 'react';
import { FileUploadField } from '../../components/FileUploadField.tsx';
import { showCallError } from '../../components/form/call-error.ts';
import { CheckGroup, RadioGroup } from '../../components/form/choices.tsx';
import { Field, SelectField, TextAreaField } from '../../components/form/controls.tsx';
import { draftKey } from '../../components/form/drafts.ts';
import { NumberField } from '../../components/form/NumberField.tsx';
import { useFormDraft } from '../../components/form/useFormDraft.ts';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { call } from '../../lib/api.ts';
import { ContactSection, Section } from './ProposalSections.tsx';
import { initialValues } from './proposal-values.ts';

interface ProposalFormProps {
  /** The proposal being edited (PUT), or none for a new one (POST with a one-time request id). */
  existing?: MyProposalDetail;
  fields: string[];
  problems: BigProblemSummary[];
  /** A big problem chosen before the form opened (`?big_problem=`). */
  bigProblemId?: number | null;
  /** Told the saved proposal and whether it was sent. */
  onSaved: (proposal: MyProposalDetail, sent: boolean) => void;
}

type FileName = 'images' | 'attachments';

const toNumberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/**
 * The proposal form (/products/create-product and /propose/{id}/personal-propose): "Lưu nháp"
 * keeps it as a draft (only the title is needed), "Gửi đề xuất" checks every required field and
 * sends it. The server's 422 appears under each field.
 */
export function ProposalForm({ existing, fields, problems, bigProblemId = null, onSaved }: ProposalFormProps) {
  const form = useZodForm(ProposalInputSchema, { defaultValues: initialValues(existing, bigProblemId) });
  const { register, control, handleSubmit, setValue, watch, setError, formState } = form;
  const errors = formState.errors;
  const [files, setFiles] = useState<Record<FileName, UploadedFile[]>>({
    images: existing?.images ?? [],
    attachments: existing?.attachments ?? [],
  });
  // Unsaved input survives leaving the page; the files as what their upload answered.
  const draft = useFormDraft(form, draftKey('proposal', existing?.id ?? `new-${bigProblemId ?? 'none'}`), {
    omit: ['request_id', 'submit'],
    extra: { value: files, restore: setFiles },
  });
  const [uploading, setUploading] = useState({ images: false, attachments: false });
  const [saving, setSaving] = useState<'draft' | 'send' | null>(null);
  // The first saved draft of a new form: later saves change it instead of making another.
  const savedId = useRef<number | null>(existing?.id ?? null);
  const kind = watch('proposal_kind');
  const chosenProblem = watch('big_problem_id');
  // Sent to a big problem, it is a solution (giải pháp, its code GP-…) to its author.
  const noun = chosenProblem ? 'giải pháp' : 'đề xuất';
  const publicIds = watch('public_attachments') ?? [];
  const publicNames = files.attachments.filter((file) => publicIds.includes(file.id)).map((file) => file.name);
  // A field kept from before the managed list still shows, so the author sees what to replace.
  const fieldOptions = existing?.field && !fields.includes(existing.field) ? [existing.field, ...fields] : fields;
  const busy = saving !== null || uploading.images || uploading.attachments;

  // A problem the draft was linked to that no longer receives solutions still shows as chosen.
  const problemOptions =
    existing?.big_problem && !problems.some((problem) => problem.id === existing.big_problem?.id)
      ? [...problems, { id: existing.big_problem.id, title: existing.big_problem.title }]
      : problems;

  /** An upload field's files, kept in the form as their ids, and whether it is still uploading. */
  const uploadProps = (name: FileName) => ({
    value: files[name],
    onChange: (chosen: UploadedFile[]) => {
      setFiles((current) => ({ ...current, [name]: chosen }));
      setValue(
        name,
        chosen.map((file) => file.id),
      );
      // A removed file is no longer published either.
      if (name === 'attachments') {
        const ids = chosen.map((file) => file.id);
        setValue(
          'public_attachments',
          (form.getValues('public_attachments') ?? []).filter((id) => ids.includes(id)),
        );
      }
    },
    onBusyChange: (value: boolean) => setUploading((current) => ({ ...current, [name]: value })),
    error: errors[name]?.message,
  });

  const save = (send: boolean) => {
    setValue('submit', send);
    void handleSubmit(async (values) => {
      setSaving(send ? 'send' : 'draft');
      try {
        const { request_id, ...changes } = values;
        const answer = savedId.current
          ? await call(proposalsApi.update, { params: { id: savedId.current }, body: changes })
          : await call(proposalsApi.create, { body: { ...changes, request_id } });
        savedId.current = answer.data.id;
        draft.saved();
        onSaved(answer.data, send);
      } catch (error) {
        showCallError(error, setError, 'Không lưu được đề xuất, vui lòng thử lại sau');
      } finally {
        setSaving(null);
      }
    })();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save(true);
      }}
      aria-busy={busy}
      className="proposal-form"
    >
      <Section title="Thông tin đề xuất" id="proposal-info">
        <Field
          id="proposal-title"
          label={catalogue.title.label}
          aria-required
          maxLength={200}
          registration={register('title')}
          error={errors.title}
        />
        <div className="row">
          <div className="col-md-6">
            <SelectField
              id="proposal-kind"
              label={catalogue.proposal_kind.label}
              registration={register('proposal_kind')}
              error={errors.proposal_kind}
              disabled={chosenProblem !== null && chosenProblem !== undefined}
              hint={chosenProblem ? 'Đề xuất gắn với bài toán lớn là một giải pháp.' : undefined}
            >
              {PROPOSAL_KINDS.map((value) => (
                <option key={value} value={value}>
                  {proposalKindLabels[value]}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-md-6">
            <SelectField
              id="proposal-field"
              label={catalogue.field.label}
              aria-required
              registration={register('field')}
              error={errors.field}
            >
              <option value="">Chọn lĩnh vực</option>
              {fieldOptions.map((name) => (
                <option key={name} value={name}>
                  {fields.includes(name) ? name : `${name} (không còn trong danh sách, vui lòng chọn lại)`}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        <TextAreaField
          id="proposal-summary"
          label={catalogue.summary.label}
          rows={3}
          maxLength={1000}
          aria-required
          registration={register('summary')}
          error={errors.summary}
        />
        <TextAreaField
          id="proposal-description"
          label={catalogue.description.label}
          rows={8}
          maxLength={10000}
          aria-required
          hint="Tính năng, công nghệ, kết quả đã đạt, nơi đã áp dụng… (ít nhất 30 ký tự)."
          registration={register('description')}
          error={errors.description}
        />
        <div className="row">
          <div className="col-md-6">
            <SelectField
              id="proposal-readiness"
              label={kind === 'need' ? 'Mức độ sẵn sàng công nghệ (không bắt buộc)' : 'Mức độ sẵn sàng công nghệ'}
              registration={register('readiness_level', { setValueAs: toNumberOrNull })}
              error={errors.readiness_level}
            >
              <option value="">Chọn mức độ</option>
              {READINESS_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {readinessLabel(level)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="col-md-6">
            <NumberField
              id="proposal-price"
              label={`${catalogue.price.label} (đồng, để trống nếu “Liên hệ”)`}
              maxLength={25}
              form={form}
              name="price"
              wholeNumber
            />
          </div>
        </div>
        <CheckGroup
          className="mb-3"
          legend={`${catalogue.nq57_groups.label} (không bắt buộc)`}
          name="nq57_groups"
          options={NQ57_GROUPS.map((label, index) => ({ value: index + 1, label }))}
          control={control}
          idPrefix="proposal-nq57_groups"
        />
      </Section>

      <Section title="Nhu cầu" id="proposal-demand">
        <CheckGroup
          className="mb-3"
          legend="Ông/Bà cần gì? (chọn ít nhất một)"
          name="demand_types"
          options={OFFERED_DEMAND_TYPES.map((value) => ({ value, label: demandTypeLabels[value] }))}
          control={control}
          idPrefix="proposal-demand_types"
        />
      </Section>

      <Section title="Kinh phí" id="proposal-budget">
        <RadioGroup
          className="mb-1"
          legend="Nguồn kinh phí"
          name="budget"
          options={BUDGET_OPTIONS.map((value) => ({ value, label: budgetLabels[value] }))}
          control={control}
          idPrefix="proposal-budget"
        />
      </Section>

      <Section title="Tư vấn sở hữu trí tuệ" id="proposal-ip">
        <RadioGroup
          className="mb-1"
          legend="Hình thức đánh giá"
          name="ip_advice"
          options={IP_ADVICE_OPTIONS.map((value) => ({ value, label: ipAdviceLabels[value] }))}
          control={control}
          idPrefix="proposal-ip_advice"
        />
      </Section>

      <ContactSection form={form} />

      <Section title="Hình ảnh và tệp đính kèm" id="proposal-files">
        <FileUploadField
          id="proposal-images"
          label={`Hình ảnh (tối đa ${PROPOSAL_MAX_IMAGES} ảnh)`}
          kind="image"
          max={PROPOSAL_MAX_IMAGES}
          {...uploadProps('images')}
        />
        <FileUploadField
          id="proposal-attachments"
          label={`Tệp đính kèm (tối đa ${PROPOSAL_MAX_ATTACHMENTS} tệp)`}
          kind="attachment"
          max={PROPOSAL_MAX_ATTACHMENTS}
          hint="Mỗi tệp mặc định không công khai; đánh dấu “Công khai” những tệp mọi người được xem"
          {...uploadProps('attachments')}
          publicChoice={{
            ids: publicIds,
            describedBy: 'proposal-files-public',
            onChange: (id, isPublic) =>
              setValue(
                'public_attachments',
                isPublic
                  ? [...publicIds.filter((other) => other !== id), id]
                  : publicIds.filter((other) => other !== id),
              ),
          }}
        />
        <div className="alert alert-warning py-2 mb-0" id="proposal-files-public" aria-live="polite">
          <p className="mb-1">
            Khi đề xuất được duyệt, các hình ảnh và những tệp đính kèm được đánh dấu “Công khai” sẽ được công bố trên
            Cổng: ai cũng xem và tải về được, và chúng được đưa vào sản phẩm trên {placeNames.marketplace}. Tệp không
            đánh dấu chỉ người gửi và cán bộ của Sở xem được.
          </p>
          <p className="mb-0 fw-semibold">
            {publicNames.length > 0
              ? `Tệp đính kèm sẽ được công khai: ${publicNames.join(', ')}.`
              : 'Không tệp đính kèm nào sẽ được công khai.'}
          </p>
        </div>
        {errors.public_attachments?.message && (
          <div className="invalid-feedback d-block" role="alert">
            {errors.public_attachments.message}
          </div>
        )}
      </Section>

      <Section title="Bài toán lớn liên quan" id="proposal-problem">
        <SelectField
          id="proposal-big-problem"
          label="Giải pháp cho bài toán lớn (không bắt buộc)"
          registration={register('big_problem_id', {
            setValueAs: toNumberOrNull,
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value) setValue('proposal_kind', 'solution');
            },
          })}
          error={errors.big_problem_id}
          hint="Chỉ các bài toán đang nhận giải pháp."
        >
          <option value="">Không gắn với bài toán nào</option>
          {problemOptions.map((problem) => (
            <option key={problem.id} value={problem.id}>
              {problem.title}
            </option>
          ))}
        </SelectField>
      </Section>

      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={() => save(false)}>
          {saving === 'draft' ? 'Đang lưu…' : existing?.status === 'needs_revision' ? 'Lưu thay đổi' : 'Lưu nháp'}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {saving === 'send' ? 'Đang gửi…' : existing?.status === 'needs_revision' ? `Gửi lại ${noun}` : `Gửi ${noun}`}
        </button>
        {(uploading.images || uploading.attachments) && (
          <span className="align-self-center small text-body-secondary" role="status">
            Đang tải tệp lên, vui lòng chờ…
          </span>
        )}
      </div>
    </form>
  );
}
