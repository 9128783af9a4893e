import { mayWorkIn, USER_ROLES, type UserRole } from '@portal/shared/roles';
import { lazy, Suspense, useMemo } from 'react';
import { Admin, CustomRoutes, defaultLightTheme, localStorageStore, Resource } from 'react-admin';
import { Route } from 'react-router';
import { AccessScreen } from './AccessScreen.tsx';
import { LoadingScreen } from './components/LoadingScreen.tsx';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { CatchAll } from './layout/CatchAll.tsx';
import { Layout } from './layout/Layout.tsx';
import { Notification } from './layout/Notification.tsx';
import { authProvider } from './providers/authProvider.ts';
import { useBranding } from './providers/branding.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { Dashboard } from './resources/dashboard/Dashboard.tsx';
import { backOfficeResources } from './resources/index.tsx';

/**
 * react-admin's look in the department's primary colour: the app bar (`secondary`) and the buttons,
 * switches, links and focused fields (`primary`). Its default blue (#2196f3) gives white 3.1:1, under
 * WCAG AA's 4.5:1 (axe in the first-run journey); the default here 5.8:1, and the department's
 * colour, which the settings accept only from 4.5:1 on (so it reads on white as well).
 */
function themeOf(primary = '#1565c0') {
  const main = { main: primary, contrastText: '#fff' };
  return {
    ...defaultLightTheme,
    palette: {
      ...defaultLightTheme.palette,
      primary: main,
      secondary: main,
      // MUI's red (#d32f2f) and orange (#ed6c02) are 3.8:1 and 3.0:1 as text on the form's grey
      // toolbar and the page (axe on every back-office screen): these are 5.0:1 and 4.8:1, and carry
      // white text as well.
      error: { main: '#b71c1c', contrastText: '#fff' },
      warning: { main: '#b45309', contrastText: '#fff' },
      // MUI's light blue (#0288d1) carries white text at 3.8:1 (the "Đang xem xét" chip): 4.8:1.
      info: { main: '#0277bd', contrastText: '#fff' },
    },
    components: {
      ...defaultLightTheme.components,
      // A read-only field's explanation is still read: MUI greys it out to 2.7:1.
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
      // react-admin's empty list says "Chưa có … nào." as an h4 right under the page's h1 (the app
      // bar): headings may not skip levels, so an h4-looking title is a second-level heading here.
      MuiTypography: { defaultProps: { variantMapping: { h4: 'h2' } } },
      // A menu (a select's choices, the editor's "Kiểu đoạn", rows per page) opens outside the page's
      // landmarks: a named region of its own, so that nothing on screen is outside one (axe: region).
      MuiMenu: { defaultProps: { slotProps: { paper: { role: 'region', 'aria-label': 'Danh sách chọn' } } } },
      // An empty list's message, which react-admin fades to half its colour (2.7:1).
      RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } } } },
      // Where react-admin still draws its own loading (a view waiting for the access check, the
      // layout's fallback): words at 5.6:1, not text.disabled's 2.7:1, and a named spinner (our
      // own screens use components/LoadingScreen.tsx).
      RaLoading: { styleOverrides: { root: { '& .RaLoading-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
      MuiCircularProgress: { defaultProps: { 'aria-label': 'Đang tải' } },
      // A dialog's buttons ("Hủy", "Đồng ý") and a form's ("Lưu", "Xóa"): 44 px targets on a phone.
      MuiDialogActions: { styleOverrides: { root: { '& .MuiButton-root': { minHeight: 44 } } } },
      RaToolbar: { styleOverrides: { root: { '& .MuiButton-root': { minHeight: 44 } } } },
    },
  };
}

/** Its own chunk: a form with the settings' schema (zod) is not what every visit's first load needs. */
const SetupPage = lazy(() =>
  import('./resources/setup/SetupPage.tsx').then((module) => ({ default: module.SetupPage })),
);

/** <Admin>'s `loading` (it passes react-admin's message keys, which LoadingScreen does not need). */
const AppLoading = () => <LoadingScreen />;

const roleOf = (permissions: unknown): UserRole =>
  USER_ROLES.includes(permissions as UserRole) ? (permissions as UserRole) : 'citizen';

/**
 * The version of what react-admin keeps in localStorage (each list's sort, filters, columns).
 * The server answers 422 to a sort on a field that is not one of the list's own, so a
 * sort remembered from an older back office would break its list: bump this whenever a list stops
 * offering a sort (a column made `sortable={false}`, a field dropped from the server's `sortable`).
 * 2: posts' category, categories' parent and solutions' problem columns stopped being sortable.
 */
const STORE_VERSION = '2';
const store = localStorageStore(STORE_VERSION);

/**
 * The back office: react-admin on the server's dialect (providers/dataProvider.ts), signed in with the portal's
 * account. A staff member sees the resources of their role only (shared/roles.ts).
 */
export function App() {
  const { primary } = useBranding();
  const theme = useMemo(() => themeOf(primary), [primary]);
  return (
    <Admin
      // The tab's title as the server wrote it from the settings (web/admin.ts): the error pages show it.
      title={document.title || 'Quản trị'}
      theme={theme}
      dataProvider={dataProvider}
      store={store}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={AccessScreen}
      layout={Layout}
      // While the sign-in is checked: a named status, not react-admin's unnamed grey spinner.
      loading={AppLoading}
      notification={Notification}
      catchAll={CatchAll}
      dashboard={Dashboard}
      requireAuth
      disableTelemetry
    >
      {(permissions: unknown) => [
        ...backOfficeResources
          .filter(({ area }) => mayWorkIn(roleOf(permissions), area))
          .map(({ resource }) => <Resource key={resource.name} {...resource} />),
        // Thiết lập ban đầu: a department's first run, administrators only (the dashboard leads there).
        mayWorkIn(roleOf(permissions), 'administration') ? (
          <CustomRoutes key="setup">
            <Route
              path="/setup"
              element={
                <Suspense fallback={<LoadingScreen />}>
                  <SetupPage />
                </Suspense>
              }
            />
          </CustomRoutes>
        ) : null,
      ]}
    </Admin>
  );
}
