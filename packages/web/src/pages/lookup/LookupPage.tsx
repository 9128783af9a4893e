import { lookupApi } from '@portal/shared/api/lookup';
import { type DossierLookupAnswer, DossierLookupSchema, lookupMessages } from '@portal/shared/dossier-lookup';
import { formatDateTime } from '@portal/shared/vietnam-time';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { showCallError } from '../../components/form/call-error.ts';
import { Field } from '../../components/form/controls.tsx';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { StateBadge, stepLabel } from '../../components/SubmissionParts.tsx';
import { ApiError, call } from '../../lib/api.ts';

type Found = DossierLookupAnswer['data'];

/**
 * /lookup, Tra cứu hồ sơ: anyone with a dossier's tracking code and its lookup key (the receipt and
 * its mail give both) reads its state and steps; nothing about its author. `?code=` fills the code.
 */
export function Component() {
  const [params] = useSearchParams();
  const form = useZodForm(DossierLookupSchema, { defaultValues: { code: params.get('code') ?? '', key: '' } });
  const [found, setFound] = useState<Found | 'missing' | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      setFound((await call(lookupApi.dossier, { body })).data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setFound('missing');
      else showCallError(error, form.setError, lookupMessages.notFound);
    }
  });

  return (
    <section className="page-section">
      <h1 className="page-title">Tra cứu hồ sơ</h1>
      <p>
        Nhập mã hồ sơ (ví dụ DX-2026-000123) và mã tra cứu in trên phiếu tiếp nhận hoặc trong thư xác nhận của Sở để xem
        tình trạng xử lý đề xuất, ý tưởng hoặc giải pháp đã gửi.
      </p>
      <form className="lookup-form panel mb-4" onSubmit={submit} noValidate aria-label="Tra cứu hồ sơ">
        <div className="row g-3">
          <div className="col-md-6">
            <Field
              id="lookup-code"
              label="Mã hồ sơ"
              autoComplete="off"
              registration={form.register('code')}
              error={errors.code}
            />
          </div>
          <div className="col-md-6">
            <Field
              id="lookup-key"
              label="Mã tra cứu"
              autoComplete="off"
              spellCheck={false}
              registration={form.register('key')}
              error={errors.key}
            />
          </div>
        </div>
        <button type="submit" className="btn btn-primary mt-3" disabled={isSubmitting}>
          {isSubmitting ? 'Đang tra cứu…' : 'Tra cứu'}
        </button>
      </form>
      <div aria-live="polite">
        {found === 'missing' && (
          <p className="alert alert-warning" role="alert">
            {lookupMessages.notFound}
          </p>
        )}
        {found && found !== 'missing' && <Dossier found={found} />}
      </div>
    </section>
  );
}

function Dossier({ found }: { found: Found }) {
  const subject = found.kind.toLowerCase();
  return (
    <article className="panel" aria-labelledby="lookup-result-title">
      <h2 id="lookup-result-title" className="h5">
        {found.kind} {found.code}: {found.title}
      </h2>
      <p>
        Trạng thái: <StateBadge status={found.status} />
      </p>
      <h3 className="h6">Quá trình xử lý</h3>
      {found.steps.length === 0 ? (
        // A dossier with no recorded step (the demo's are seeded in their state) says so.
        <p className="text-body-secondary mb-0">Chưa có bước xử lý nào được ghi.</p>
      ) : (
        <ol className="list-unstyled border-start border-2 ps-3 mb-0">
          {found.steps.map((step, index) => (
            <li key={`${step.at}-${index}`} className="mb-2">
              <strong>{stepLabel(step.action, subject)}</strong>{' '}
              <span className="small text-body-secondary">
                <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
