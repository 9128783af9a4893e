import { Box, CircularProgress, Typography } from '@mui/material';
import { useTimeout } from 'react-admin';

/**
 * What a screen shows while its code or the sign-in check loads (the `loading` of <Admin>, the
 * fallback of each lazily loaded screen, a screen waiting for its data). react-admin's own drew an
 * unnamed spinner with its words in `text.disabled` (2.7:1 on the page): here a status that screen
 * readers announce, a named progress indicator and words at 5.6:1. The app bar's h1 stays hidden
 * while no screen has set its title (layout/Layout.tsx). The spinner shows after `delay` ms, so a
 * quick load does not flash.
 */
export function LoadingScreen({ delay = 1000 }: { delay?: number }) {
  const shown = useTimeout(delay);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        color: 'text.secondary',
      }}
    >
      {shown ? (
        <>
          <CircularProgress aria-label="Đang tải" />
          <Typography>Đang tải, vui lòng chờ…</Typography>
        </>
      ) : null}
    </Box>
  );
}
