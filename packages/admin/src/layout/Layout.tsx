import EmojiObjectsIcon from '@mui/icons-material/EmojiObjects';
import HomeIcon from '@mui/icons-material/Home';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { PORTAL_VERSION } from '@portal/shared/release';
import type { ReactNode } from 'react';
import {
  AppBar,
  Menu,
  Layout as RaLayout,
  Sidebar,
  type SidebarProps,
  TitlePortal,
  UserMenu,
  useResourceDefinitions,
  useTranslate,
} from 'react-admin';
import { useBranding } from '../providers/branding.ts';
import { StaffBell } from './StaffBell.tsx';

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

function BackOfficeAppBar({ alwaysOn }: { alwaysOn?: boolean }) {
  const translate = useTranslate();
  // The portal's name from the settings (providers/branding.ts), else the default.
  const { name } = useBranding();
  return (
    <AppBar userMenu={<BackOfficeUserMenu />} alwaysOn={alwaysOn}>
      <Typography
        component="span"
        variant="subtitle1"
        sx={{ fontWeight: 600, mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', md: 'inline' } }}
      >
        {name ?? translate('app.site_name')} · {translate('app.area_name')}
      </Typography>
      {/* A flex item may shrink below its text only with a zero minimum: a long record title stays in its bar.
          The screen's title is the page's one h1 (every screen sets its Title), as the portal's pages have. */}
      {/* Hidden while empty (before a screen sets its title): an empty heading says nothing (axe: empty-heading). */}
      <TitlePortal component="h1" sx={{ minWidth: 0, '&:empty': { visibility: 'hidden' } }} />
      <StaffBell />
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

/** Citizens' solutions: proposals linked to a big problem, moderated in the proposals' queue. */
export const solutionQueuePath = `/proposals?filter=${encodeURIComponent(JSON.stringify({ proposal_kind: 'solution' }))}`;

/**
 * The resources of the role, then "Giải pháp của người dân" for those who moderate: solutions
 * have one queue, the proposals', and this entry opens it kept to solutions.
 */
function BackOfficeMenu() {
  const resources = useResourceDefinitions();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {resources.proposals ? (
        <Menu.Item to={solutionQueuePath} primaryText="Giải pháp của người dân" leftIcon={<EmojiObjectsIcon />} />
      ) : null}
    </Menu>
  );
}

/** The side menu; on a phone a drawer over the page, named as the dialog it is there. */
function BackOfficeSidebar(props: SidebarProps) {
  return <Sidebar {...props} slotProps={{ paper: { 'aria-label': 'Menu quản trị' } }} />;
}

/** The portal's name and the release that runs it: what an operator quotes when asking for help. */
function BackOfficeFooter() {
  const translate = useTranslate();
  const { name } = useBranding();
  return (
    <Box component="footer" sx={{ mt: 4, pt: 2, pb: 1, color: 'text.secondary', typography: 'body2' }}>
      {name ?? translate('app.site_name')} · {translate('app.version', { version: PORTAL_VERSION })}
    </Box>
  );
}

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout
    appBar={BackOfficeAppBar}
    // Always shown: react-admin slides the bar away on scrolling down, and with it the screen's h1
    // (its title), which screen readers then no longer find. The side menu then stays below it.
    appBarAlwaysOn
    sidebar={BackOfficeSidebar}
    menu={BackOfficeMenu}
    // react-admin lets its content grow to its widest line (a long select value, a record's title, a
    // table). On a phone the page must never scroll sideways: the content keeps the screen's width,
    // tables scroll inside their own card and the pagination bar wraps.
    sx={{
      minWidth: 0,
      '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 },
      '& .RaList-content': { overflowX: 'auto' },
      '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
    }}
  >
    {children}
    <BackOfficeFooter />
  </RaLayout>
);
