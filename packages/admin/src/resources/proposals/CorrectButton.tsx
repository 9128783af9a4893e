import { proposalsApi } from '@portal/shared/api/proposals';
import type { AdminProposalDetail } from '@portal/shared/proposal-answers';
import { proposalCatalogue } from '@portal/shared/proposal-fields';
import { PROPOSAL_CORRECTABLE, proposalMissingFields } from '@portal/shared/proposals';
import { useState } from 'react';
import { CorrectionDialog } from '../../components/CorrectionDialog.tsx';
import { StepButton } from '../../components/StepButton.tsx';
import { callApi } from '../../providers/http.ts';

/** What a sent proposal must keep: its title and what sending it needed (a need's readiness aside). */
const requiredOf = (record: AdminProposalDetail) => [
  'title',
  ...Object.keys(
    proposalMissingFields({ proposal_kind: record.proposal_kind } as Parameters<typeof proposalMissingFields>[0]),
  ),
];

/** "Chỉnh sửa thông tin" of a sent proposal: `PUT …/fields` with the fields that changed and the reason. */
export function CorrectButton({
  record,
  onDone,
}: {
  record: AdminProposalDetail;
  onDone: (record: AdminProposalDetail) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <StepButton variant="outlined" onClick={() => setOpen(true)} sx={{ mb: 2 }}>
        Chỉnh sửa thông tin
      </StepButton>
      {open ? (
        <CorrectionDialog
          catalogue={proposalCatalogue}
          fields={PROPOSAL_CORRECTABLE}
          required={requiredOf(record)}
          record={record}
          noun="đề xuất"
          send={async (body) =>
            (await callApi(proposalsApi.correct, { params: { id: record.id }, body: body as never }))
              .data as AdminProposalDetail
          }
          onClose={() => setOpen(false)}
          onDone={(changed) => {
            setOpen(false);
            onDone(changed);
          }}
        />
      ) : null}
    </>
  );
}
