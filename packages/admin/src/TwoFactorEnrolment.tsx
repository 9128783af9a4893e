import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { authApi } from '@portal/shared/api/auth';
import { type FormEvent, useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { currentUser } from './providers/authProvider.ts';
import { callApi, storeToken, TOKEN_KEY } from './providers/http.ts';

type Step =
  | { name: 'start' }
  | { name: 'code'; qrImage: string; secret: string }
  /** Two-factor is on already but this session was opened with a password alone: sign in again. */
  | { name: 'signInAgain' };

interface Answer {
  google_auththen_check: boolean;
  qrImage?: string;
  secret?: string;
  data?: { access_token: string };
}

const enrol = async (body: { secret?: string; otp?: string; password?: string }): Promise<Answer> => {
  const user = await currentUser();
  return callApi(authApi.twoFactor, { params: { id: user.id }, body: { google_auththen_check: true, ...body } });
};

/**
 * Two-factor enrolment for a staff member who signed in with a password alone:
 * the QR code, then a code from the app and the account's password. The server then answers a
 * session opened with the second factor, and the back office opens.
 */
export function TwoFactorEnrolment({ portalLogin }: { portalLogin: string }) {
  const translate = useTranslate();
  const [step, setStep] = useState<Step>({ name: 'start' });
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ otp?: string; password?: string; root?: string }>({});
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`app.access.two_factor.${key}`);

  const fail = (error: unknown) => {
    if (error instanceof HttpError && error.status === 422) {
      const fields = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
      const message = (field: string) => (typeof fields[field] === 'string' ? (fields[field] as string) : undefined);
      setErrors({ otp: message('otp'), password: message('password'), root: message('google_auththen_check') });
      return;
    }
    setErrors({ root: error instanceof Error && error.message ? error.message : t('failed') });
  };

  const start = async () => {
    setBusy(true);
    setErrors({});
    try {
      const answer = await enrol({});
      if (answer.qrImage && answer.secret) setStep({ name: 'code', qrImage: answer.qrImage, secret: answer.secret });
      else setStep({ name: 'signInAgain' });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'code') return;
    const missing = {
      otp: /^\d{6}$/.test(otp.trim()) ? undefined : t('otp_invalid'),
      password: password ? undefined : t('password_required'),
    };
    if (missing.otp || missing.password) {
      setErrors(missing);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await enrol({ secret: step.secret, otp: otp.trim(), password });
      if (!answer.data) throw new Error(t('failed'));
      storeToken(answer.data.access_token);
      window.location.replace('/admin/');
    } catch (error) {
      fail(error);
      setBusy(false);
    }
  };

  const signInAgain = async () => {
    setBusy(true);
    await callApi(authApi.logout).catch(() => undefined);
    try {
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Nothing stored: nothing to forget.
    }
    // biome-ignore lint/suspicious/noDocumentCookie: the portal keeps the token in a cookie too; it is forgotten with it.
    document.cookie = `${TOKEN_KEY}=; Max-Age=0; Path=/; SameSite=Lax`;
    window.location.assign(portalLogin);
  };

  if (step.name === 'signInAgain') {
    return (
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Typography>{t('already_on')}</Typography>
        <Box>
          <Button variant="contained" onClick={() => void signInAgain()} disabled={busy}>
            {t('sign_in_again')}
          </Button>
        </Box>
      </Stack>
    );
  }

  if (step.name === 'start') {
    return (
      <Stack spacing={2} sx={{ mt: 2 }}>
        {errors.root && (
          <Alert severity="error" role="alert">
            {errors.root}
          </Alert>
        )}
        <Box>
          <Button variant="contained" onClick={() => void start()} disabled={busy}>
            {t('start')}
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Box component="form" onSubmit={(event) => void confirm(event)} noValidate sx={{ mt: 2 }}>
      <Typography component="ol" variant="body2" sx={{ pl: 3, mt: 0 }}>
        <li>{t('step_app')}</li>
        <li>{t('step_scan')}</li>
        <li>{t('step_code')}</li>
      </Typography>
      <Box sx={{ textAlign: 'center', my: 2 }}>
        <img src={step.qrImage} alt={t('qr_alt')} width={200} height={200} />
        <Typography variant="body2">
          {t('secret')}: <code data-testid="totp-secret">{step.secret}</code>
        </Typography>
      </Box>
      {errors.root && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errors.root}
        </Alert>
      )}
      <Stack spacing={2}>
        <TextField
          id="enrol-otp"
          label={t('otp')}
          value={otp}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))}
          error={Boolean(errors.otp)}
          helperText={errors.otp}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
          required
        />
        <TextField
          id="enrol-password"
          type="password"
          label={t('password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
          slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
          required
        />
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('confirm')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
