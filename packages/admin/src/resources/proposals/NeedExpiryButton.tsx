import { Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { proposalsApi } from '@portal/shared/api/proposals';
import { formatDate } from '@portal/shared/format';
import type { AdminProposalDetail } from '@portal/shared/proposal-answers';
import { PUBLIC_STATES } from '@portal/shared/submissions';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { StepButton } from '../../components/StepButton.tsx';
import { useReturnFocus } from '../../components/useReturnFocus.ts';
import { callApi } from '../../providers/http.ts';

/** A need on the marketplace: approved or published, not published as a product (that one is listed as the product). */
export const isListedNeed = (record: AdminProposalDetail) =>
  record.proposal_kind === 'need' && PUBLIC_STATES.includes(record.status) && record.product_id === null;

/**
 * "Đổi hạn hiển thị" of a need on the marketplace: a day to come, dd/mm/yyyy,
 * `PUT …/expiry`; the server's error stays under the field. Its author renews it on the portal;
 * staff move it when asked (by phone, by letter) or when the need is met early.
 */
export function NeedExpiryButton({
  record,
  onDone,
}: {
  record: AdminProposalDetail;
  onDone: (record: AdminProposalDetail) => void;
}) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const focus = useReturnFocus(open);
  if (!isListedNeed(record)) return null;

  const close = () => {
    setOpen(false);
    setError('');
  };

  async function send() {
    setBusy(true);
    try {
      const answer = await callApi(proposalsApi.expiry, { params: { id: record.id }, body: { expires_at: value } });
      onDone(answer.data as AdminProposalDetail);
      notify(
        `Đã đổi: nhu cầu hết hạn hiển thị ngày ${formatDate((answer.data as AdminProposalDetail).expires_at ?? '')}`,
        {
          type: 'success',
        },
      );
      close();
    } catch (failure) {
      const fieldError = (failure as { body?: { errors?: Record<string, string> } }).body?.errors?.expires_at;
      if (fieldError) setError(fieldError);
      else {
        notify(failure instanceof Error ? failure.message : 'Không thực hiện được thao tác', { type: 'error' });
        close();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <StepButton
        variant="outlined"
        disabled={busy}
        onClick={(event) => {
          focus.remember(event);
          setValue(record.expires_at ? formatDate(record.expires_at) : '');
          setOpen(true);
        }}
      >
        Đổi hạn hiển thị
      </StepButton>
      {open ? (
        <Dialog
          open
          onClose={busy ? undefined : close}
          disableRestoreFocus
          fullWidth
          maxWidth="xs"
          aria-labelledby="need-expiry-title"
        >
          <DialogTitle id="need-expiry-title">Đổi hạn hiển thị</DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>
              Từ ngày này nhu cầu không còn trong Danh sách đề xuất và dữ liệu mở (trang của nhu cầu vẫn giữ, kèm thông
              báo hết hạn). Tác giả được nhắc trước 1 tháng và có thể gia hạn trên Cổng.
            </Typography>
            <TextField
              autoFocus
              required
              fullWidth
              label="Ngày hết hạn hiển thị (dd/mm/yyyy)"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError('');
              }}
              error={Boolean(error)}
              helperText={error || 'Một ngày sau hôm nay, không quá 12 tháng'}
              slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
            />
          </DialogContent>
          <DialogActions>
            <StepButton onClick={close} disabled={busy}>
              Hủy
            </StepButton>
            <StepButton variant="contained" onClick={() => void send()} disabled={busy}>
              Lưu
            </StepButton>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
