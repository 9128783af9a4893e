import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { Dashboard as DashboardData } from '@portal/shared/admin-people';
import { adminApi } from '@portal/shared/api/admin';
import { formatDateTime } from '@portal/shared/format';
import { placeNames } from '@portal/shared/names';
import { setupStepLabels } from '@portal/shared/setup';
import { useEffect, useState } from 'react';
import { Link, Title, useRedirect } from 'react-admin';
import { callApi } from '../../providers/http.ts';
import { ByMonth, ByState, Content, Visits } from './Charts.tsx';
import { Overdue } from './Overdue.tsx';
import { Queues } from './Queues.tsx';

/**
 * Tổng quan, the dashboard (every staff role): what waits for staff, as links to the filtered lists, and
 * counts drawn as simple bars. Each chart has its table beside it (the bars are hidden from screen
 * readers: the table says the same), so the page reads without seeing.
 */

export function Dashboard() {
  const [data, setData] = useState<DashboardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const redirect = useRedirect();

  useEffect(() => {
    let live = true;
    callApi(adminApi.dashboard)
      .then((answer) => {
        if (!live) return;
        setData(answer);
        // An administrator's first visit to a portal that does not yet name its department (a new
        // installation) goes to the setup, once; the notice below stays until nothing is missing.
        if (answer.setup?.includes('department') && !setupShown()) {
          markSetupShown();
          redirect('/setup');
        }
      })
      .catch((reason: unknown) => {
        if (live) setError(reason instanceof Error ? reason.message : `Không tải được trang ${placeNames.dashboard}`);
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <Box sx={{ mt: 2 }}>
      {/* The app bar shows the title as the page's h1 (layout/Layout.tsx). */}
      <Title title={placeNames.dashboard} />
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <CircularProgress size={20} aria-label="Đang tải số liệu" />
          <Typography>Đang tải số liệu…</Typography>
        </Box>
      ) : (
        <>
          {data.setup?.length ? <SetupMissing missing={data.setup} /> : null}
          {/* The server answers only what the role may open: the other parts come empty. */}
          {data.queues.length > 0 ? <Queues data={data} /> : null}
          {data.overdue.length > 0 ? <Overdue data={data} /> : null}
          {data.by_state ? <ByState byState={data.by_state} /> : null}
          {data.by_month.length > 0 ? <ByMonth data={data} /> : null}
          {data.content.length > 0 ? <Content data={data} /> : null}
          <Visits data={data} />
          <Typography variant="caption" color="text.secondary">
            Số liệu lúc {formatDateTime(data.generated_at)}
          </Typography>
        </>
      )}
    </Box>
  );
}

/** What the first run still misses, until nothing does (administrators only). */
function SetupMissing({ missing }: { missing: NonNullable<DashboardData['setup']> }) {
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" component={Link} to="/setup">
          Thiết lập ngay
        </Button>
      }
    >
      Thiết lập ban đầu còn thiếu:
      <ul>
        {missing.map((step) => (
          <li key={step}>{setupStepLabels[step]}</li>
        ))}
      </ul>
    </Alert>
  );
}

const SETUP_SHOWN = 'portal-admin-setup-shown';
const setupShown = () => {
  try {
    return localStorage.getItem(SETUP_SHOWN) === '1';
  } catch {
    return true;
  }
};
const markSetupShown = () => {
  try {
    localStorage.setItem(SETUP_SHOWN, '1');
  } catch {
    // Without storage the dashboard's notice still leads there.
  }
};

export default Dashboard;
