import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ScrollArea } from '../../components/ScrollArea.tsx';

/** The pieces of the dashboard's cards: a titled card, bars with their legend, and the counts' table. */

export const SERIES = [
  { key: 'proposals', label: 'Đề xuất', color: '#1565c0' },
  { key: 'ideas', label: 'Ý tưởng', color: '#2e7d32' },
  { key: 'solutions', label: 'Giải pháp', color: '#ef6c00' },
] as const;

export const number = (value: number) => value.toLocaleString('vi-VN');

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `dashboard-${title.replace(/\s+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Chart and table side by side on a wide screen, one above the other on a phone. */
export function ChartWithTable({
  chart,
  table,
  label,
  maxHeight,
}: {
  chart: ReactNode;
  table: ReactNode;
  /** The table's name, for the area it scrolls in. */
  label: string;
  maxHeight?: number;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Box aria-hidden="true">{chart}</Box>
      <ScrollArea label={label} sx={{ maxHeight }}>
        {table}
      </ScrollArea>
    </Box>
  );
}

/** Horizontal bars: one row per label, one coloured segment per series. */
export function Bars({
  rows,
  max,
}: {
  rows: { label: string; parts: { value: number; color: string }[] }[];
  max: number;
}) {
  const top = Math.max(1, max);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'grid', gridTemplateColumns: '7rem 1fr', alignItems: 'center', gap: 1 }}>
          <Typography variant="caption" noWrap>
            {row.label}
          </Typography>
          <Box sx={{ display: 'flex', height: 14, bgcolor: 'action.hover', borderRadius: 0.5, overflow: 'hidden' }}>
            {row.parts.map((part, index) => (
              <Box key={index} sx={{ width: `${(part.value / top) * 100}%`, bgcolor: part.color }} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function Legend() {
  return (
    <Box sx={{ display: 'flex', gap: 2, mb: 1, flexWrap: 'wrap' }}>
      {SERIES.map((series) => (
        <Box key={series.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box sx={{ width: 12, height: 12, bgcolor: series.color, borderRadius: 0.5 }} />
          <Typography variant="caption">{series.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The table beside a chart: a caption, a header row (`columns`: the rows' heading, then one column
 * per count), and one row per entry, its label as the row's header and its counts on the right.
 */
export function CountTable({
  caption,
  columns,
  rows,
  stickyHeader,
}: {
  caption: string;
  columns: readonly string[];
  rows: { key: string; label: string; counts: number[] }[];
  stickyHeader?: boolean;
}) {
  const [heading, ...counted] = columns;
  return (
    <Table size="small" stickyHeader={stickyHeader}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {heading}
          </TableCell>
          {counted.map((column) => (
            <TableCell key={column} component="th" scope="col" align="right">
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            {row.counts.map((count, index) => (
              <TableCell key={counted[index]} align="right">
                {number(count)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
