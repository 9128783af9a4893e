import HomeIcon from '@mui/icons-material/Home';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal, UserMenu, useTranslate } from 'react-admin';

/** The portal owns sign-in and sign-out: the user menu leads back to it instead of logging out. */
function BackOfficeUserMenu() {
  const translate = useTranslate();
  return (
    <UserMenu>
      <MenuItem component="a" href="/">
        <ListItemIcon>
          <HomeIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.back_to_portal')}</ListItemText>
      </MenuItem>
    </UserMenu>
  );
}

function BackOfficeAppBar() {
  const translate = useTranslate();
  return (
    <AppBar userMenu={<BackOfficeUserMenu />}>
      <Typography
        component="span"
        variant="subtitle1"
        sx={{ fontWeight: 600, mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', md: 'inline' } }}
      >
        {translate('app.site_name')} · {translate('app.area_name')}
      </Typography>
      <TitlePortal />
      <Box
        component="a"
        href="/"
        sx={{ color: 'inherit', whiteSpace: 'nowrap', mr: 1, display: { xs: 'none', sm: 'inline' } }}
      >
        {translate('app.back_to_portal')}
      </Box>
    </AppBar>
  );
}

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={BackOfficeAppBar}>{children}</RaLayout>
);
