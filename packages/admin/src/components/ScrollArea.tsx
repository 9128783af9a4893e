import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A part of the screen that scrolls on its own (a wide table on a phone, a long table in a card):
 * keyboard users reach it with Tab and scroll it with the arrows, and screen readers hear its name
 * (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollArea({ label, sx, children }: { label: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={[
        {
          overflow: 'auto',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
