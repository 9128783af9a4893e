import LockIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCheckAuth, useTranslate } from 'react-admin';
import { accessProblem } from './providers/authProvider.ts';
import type { AccessProblem } from './providers/http.ts';
import { TwoFactorEnrolment } from './TwoFactorEnrolment.tsx';

/** The portal's login, coming back here afterwards. */
export const PORTAL_LOGIN = `/login?redirect=${encodeURIComponent('/admin')}`;

/** The portal's profile page: its "Đổi mật khẩu" (and its own calls) open the change-password form. */
export const PORTAL_CHANGE_PASSWORD = '/profile';

/**
 * react-admin's login page, replaced: the back office has no sign-in of its own. It says why it is
 * closed (no sign-in, an expired session, an account that is not staff, a temporary password to
 * replace) and leads to the portal; a staff member signed in with a password alone enrols a
 * second factor right here and goes on.
 */
export function AccessScreen() {
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const [problem, setProblem] = useState<AccessProblem | null>(null);

  useEffect(() => {
    // Reached directly while signed in as staff: go to the back office instead.
    checkAuth({}, false)
      .then(() => window.location.replace('/admin/'))
      .catch(() => setProblem(accessProblem()));
  }, [checkAuth]);

  if (!problem) return null;
  const forbidden = problem === 'forbidden';
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Card sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
            <LockIcon color="primary" />
            <Typography variant="overline">
              {translate('app.site_name')} · {translate('app.area_name')}
            </Typography>
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(`app.access.${problem}_title`)}
          </Typography>
          <Typography variant="body1">{translate(`app.access.${problem}_text`)}</Typography>
          {problem === 'two_factor_required' && <TwoFactorEnrolment portalLogin={PORTAL_LOGIN} />}
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          {forbidden ? (
            <Button variant="contained" href="/">
              {translate('app.back_to_portal')}
            </Button>
          ) : problem === 'two_factor_required' ? (
            <Button href="/">{translate('app.back_to_portal')}</Button>
          ) : problem === 'password_change_required' ? (
            <>
              <Button variant="contained" href={PORTAL_CHANGE_PASSWORD}>
                {translate('app.access.change_password')}
              </Button>
              <Button href="/">{translate('app.back_to_portal')}</Button>
            </>
          ) : (
            <>
              <Button variant="contained" href={PORTAL_LOGIN}>
                {translate('app.access.sign_in')}
              </Button>
              <Button href="/">{translate('app.back_to_portal')}</Button>
            </>
          )}
        </CardActions>
      </Card>
    </Box>
  );
}
