import { Box, Typography } from '@mui/material';
import type { Dashboard as DashboardData } from '@portal/shared/admin-people';
import { formatDate } from '@portal/shared/format';
import { SUBMISSION_STATES, submissionStateLabels } from '@portal/shared/submission-states';
import { Bars, ChartWithTable, CountTable, Legend, number, SERIES, Section } from './parts.tsx';

/** The dashboard's counts: submissions by state and by month, content by kind, visits by day. */

const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const seriesColumns = SERIES.map((series) => series.label);

export function ByState({ byState }: { byState: NonNullable<DashboardData['by_state']> }) {
  const rows = SUBMISSION_STATES.map((state) => ({
    state,
    values: SERIES.map((series) => byState[series.key][state] ?? 0),
  }));
  const max = Math.max(...rows.map((row) => row.values.reduce((a, b) => a + b, 0)));
  return (
    <Section title="Hồ sơ theo trạng thái">
      <ChartWithTable
        label="Số hồ sơ theo trạng thái"
        chart={
          <>
            <Legend />
            <Bars
              max={max}
              rows={rows.map((row) => ({
                label: submissionStateLabels[row.state],
                parts: row.values.map((value, index) => ({ value, color: SERIES[index]?.color ?? '#999' })),
              }))}
            />
          </>
        }
        table={
          <CountTable
            caption="Số hồ sơ theo trạng thái"
            columns={['Trạng thái', ...seriesColumns]}
            rows={rows.map((row) => ({ key: row.state, label: submissionStateLabels[row.state], counts: row.values }))}
          />
        }
      />
    </Section>
  );
}

export function ByMonth({ data }: { data: DashboardData }) {
  const max = Math.max(...data.by_month.map((row) => row.proposals + row.ideas + row.solutions));
  return (
    <Section title="Hồ sơ gửi theo tháng (12 tháng gần nhất)">
      <ChartWithTable
        label="Số hồ sơ gửi lần đầu theo tháng"
        chart={
          <>
            <Legend />
            <Bars
              max={max}
              rows={data.by_month.map((row) => ({
                label: monthLabel(row.month),
                parts: SERIES.map((series) => ({ value: row[series.key], color: series.color })),
              }))}
            />
          </>
        }
        table={
          <CountTable
            caption="Số hồ sơ gửi lần đầu theo tháng"
            columns={['Tháng', ...seriesColumns]}
            rows={data.by_month.map((row) => ({
              key: row.month,
              label: monthLabel(row.month),
              counts: SERIES.map((series) => row[series.key]),
            }))}
          />
        }
      />
    </Section>
  );
}

export function Content({ data }: { data: DashboardData }) {
  const max = Math.max(...data.content.map((row) => row.total));
  return (
    <Section title="Nội dung theo loại">
      <ChartWithTable
        label="Số nội dung theo loại (đậm: đang hiển thị; nhạt: chưa hiển thị)"
        chart={
          <Bars
            max={max}
            rows={data.content.map((row) => ({
              label: row.label,
              parts: [
                { value: row.published, color: '#1565c0' },
                { value: row.total - row.published, color: '#90caf9' },
              ],
            }))}
          />
        }
        table={
          <CountTable
            caption="Số nội dung theo loại (đậm: đang hiển thị; nhạt: chưa hiển thị)"
            columns={['Loại', 'Tổng số', 'Đang hiển thị']}
            rows={data.content.map((row) => ({ key: row.kind, label: row.label, counts: [row.total, row.published] }))}
          />
        }
      />
    </Section>
  );
}

export function Visits({ data }: { data: DashboardData }) {
  const max = Math.max(1, ...data.visits.map((row) => row.count));
  const total = data.visits.reduce((sum, row) => sum + row.count, 0);
  return (
    <Section title="Lượt truy cập 30 ngày gần nhất">
      <Typography variant="body2" gutterBottom>
        Tổng cộng: {number(total)} lượt
      </Typography>
      <ChartWithTable
        label="Lượt truy cập theo ngày"
        chart={
          <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', height: 160 }}>
            {data.visits.map((row) => (
              <Box
                key={row.day}
                title={`${formatDate(row.day)}: ${number(row.count)}`}
                sx={{ flex: 1, height: `${(row.count / max) * 100}%`, minHeight: '1px', bgcolor: 'primary.main' }}
              />
            ))}
          </Box>
        }
        maxHeight={260}
        table={
          <CountTable
            caption="Lượt truy cập theo ngày"
            columns={['Ngày', 'Lượt truy cập']}
            rows={[...data.visits]
              .reverse()
              .map((row) => ({ key: row.day, label: formatDate(row.day), counts: [row.count] }))}
            stickyHeader
          />
        }
      />
    </Section>
  );
}
