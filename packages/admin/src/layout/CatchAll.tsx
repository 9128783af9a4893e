import BlockIcon from '@mui/icons-material/Block';
import { Box, Button, Typography } from '@mui/material';
import { mayWorkIn, USER_ROLES, type UserRole } from '@portal/shared/roles';
import { NotFound, Title, useLocation, usePermissions, useRedirect, useTranslate } from 'react-admin';
import { backOfficeResources } from '../resources/index.tsx';

/** The resource a back-office path names (`/users/3` → `users`), if it is one. */
export function resourceOfPath(pathname: string) {
  const name = pathname.split('/').filter(Boolean)[0];
  return backOfficeResources.find(({ resource }) => resource.name === name);
}

/**
 * What an address outside the role's routes shows. A resource of another role's area is a
 * matter of permission, not a missing page (an editor on /admin/users read
 * "Không tìm thấy"); anything else is react-admin's not-found page.
 */
export function CatchAll() {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions();
  const translate = useTranslate();
  const redirect = useRedirect();
  const known = resourceOfPath(pathname);
  const role = USER_ROLES.includes(permissions as UserRole) ? (permissions as UserRole) : 'citizen';
  if (isPending) return null;
  if (!known || mayWorkIn(role, known.area)) return <NotFound />;
  return (
    <Box component="section" aria-labelledby="no-permission-title" sx={{ textAlign: 'center', mt: 6, px: 2 }}>
      <Title title={translate('app.access.no_permission_title')} />
      <BlockIcon sx={{ fontSize: 72, color: 'text.secondary' }} aria-hidden />
      <Typography id="no-permission-title" variant="h5" component="h2" gutterBottom>
        {translate('app.access.no_permission_title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('app.access.no_permission_text')}</Typography>
      <Button variant="contained" onClick={() => redirect('/')}>
        {translate('app.access.to_dashboard')}
      </Button>
    </Box>
  );
}
