import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Dashboard as DashboardData } from '@portal/shared/admin-people';
import { adminApi } from '@portal/shared/api/admin';
import { formatDate, formatDateTime } from '@portal/shared/format';
import { SUBMISSION_STATES, submissionStateLabels } from '@portal/shared/submission-states';
import { type ReactNode, useEffect, useState } from 'react';
import { Title, useResourceDefinitions } from 'react-admin';
import { Link } from 'react-router';
import { callApi } from '../../providers/http.ts';

/**
 * Bảng điều khiển (every staff role): what waits for staff, as links to the filtered lists, and
 * counts drawn as simple bars. Each chart has its table beside it (the bars are hidden from screen
 * readers: the table says the same), so the page reads without seeing.
 */

type QueueKey = DashboardData['queues'][number]['key'];

/** Proposals that are not solutions (a solution is a proposal linked to a big problem). */
const notSolutions = ['product', 'need'];

/**
 * The list each queue opens, filtered. Citizens' solutions are proposals: their queues open the
 * proposals' list, kept to solutions, as the server counts them.
 */
const queueTargets: Record<QueueKey, { resource: string; filter: Record<string, string | string[]> }> = {
  proposals_submitted: { resource: 'proposals', filter: { status: 'submitted', proposal_kind: notSolutions } },
  proposals_under_review: { resource: 'proposals', filter: { status: 'under_review', proposal_kind: notSolutions } },
  ideas_submitted: { resource: 'ideas', filter: { status: 'submitted' } },
  ideas_under_review: { resource: 'ideas', filter: { status: 'under_review' } },
  solutions_submitted: { resource: 'proposals', filter: { status: 'submitted', proposal_kind: 'solution' } },
  solutions_under_review: { resource: 'proposals', filter: { status: 'under_review', proposal_kind: 'solution' } },
  questions_new: { resource: 'questions', filter: { status: 'new' } },
  feedback_new: { resource: 'feedback', filter: { status: 'new' } },
};

export const queueLink = (key: QueueKey) => {
  const { resource, filter } = queueTargets[key];
  return `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
};

const SERIES = [
  { key: 'proposals', label: 'Đề xuất', color: '#1565c0' },
  { key: 'ideas', label: 'Ý tưởng', color: '#2e7d32' },
  { key: 'solutions', label: 'Giải pháp', color: '#ef6c00' },
] as const;

const number = (value: number) => value.toLocaleString('vi-VN');
const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
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
function ChartWithTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Box aria-hidden="true">{chart}</Box>
      <Box sx={{ overflowX: 'auto' }}>{table}</Box>
    </Box>
  );
}

/** Horizontal bars: one row per label, one coloured segment per series. */
function Bars({ rows, max }: { rows: { label: string; parts: { value: number; color: string }[] }[]; max: number }) {
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

function Legend() {
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

function Queues({ data }: { data: DashboardData }) {
  const resources = useResourceDefinitions();
  return (
    <Section title="Việc cần xử lý">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {data.queues.map((queue) => {
          const reachable = Boolean(resources[queueTargets[queue.key].resource]);
          const body = (
            <>
              <Typography component="span" variant="h4" sx={{ display: 'block' }}>
                {number(queue.count)}
              </Typography>
              <Typography component="span" variant="body2">
                {queue.label}
              </Typography>
            </>
          );
          return (
            <Box
              component="li"
              key={queue.key}
              sx={{
                border: 1,
                borderColor: queue.count > 0 ? 'warning.main' : 'divider',
                borderRadius: 1,
                p: 1.5,
              }}
            >
              {reachable ? (
                <MuiLink component={Link} to={queueLink(queue.key)} underline="hover" data-queue={queue.key}>
                  {body}
                </MuiLink>
              ) : (
                <span data-queue={queue.key}>{body}</span>
              )}
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}

function ByState({ byState }: { byState: NonNullable<DashboardData['by_state']> }) {
  const rows = SUBMISSION_STATES.map((state) => ({
    state,
    values: SERIES.map((series) => byState[series.key][state] ?? 0),
  }));
  const max = Math.max(...rows.map((row) => row.values.reduce((a, b) => a + b, 0)));
  return (
    <Section title="Hồ sơ theo trạng thái">
      <ChartWithTable
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
          <Table size="small">
            <caption>Số hồ sơ theo trạng thái</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Trạng thái
                </TableCell>
                {SERIES.map((series) => (
                  <TableCell key={series.key} component="th" scope="col" align="right">
                    {series.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.state}>
                  <TableCell component="th" scope="row">
                    {submissionStateLabels[row.state]}
                  </TableCell>
                  {row.values.map((value, index) => (
                    <TableCell key={SERIES[index]?.key} align="right">
                      {number(value)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
    </Section>
  );
}

function ByMonth({ data }: { data: DashboardData }) {
  const max = Math.max(...data.by_month.map((row) => row.proposals + row.ideas + row.solutions));
  return (
    <Section title="Hồ sơ gửi theo tháng (12 tháng gần nhất)">
      <ChartWithTable
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
          <Table size="small">
            <caption>Số hồ sơ gửi lần đầu theo tháng</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Tháng
                </TableCell>
                {SERIES.map((series) => (
                  <TableCell key={series.key} component="th" scope="col" align="right">
                    {series.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.by_month.map((row) => (
                <TableRow key={row.month}>
                  <TableCell component="th" scope="row">
                    {monthLabel(row.month)}
                  </TableCell>
                  {SERIES.map((series) => (
                    <TableCell key={series.key} align="right">
                      {number(row[series.key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
    </Section>
  );
}

function Content({ data }: { data: DashboardData }) {
  const max = Math.max(...data.content.map((row) => row.total));
  return (
    <Section title="Nội dung theo loại">
      <ChartWithTable
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
          <Table size="small">
            <caption>Số nội dung theo loại (đậm: đang hiển thị; nhạt: chưa hiển thị)</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Loại
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Tổng số
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Đang hiển thị
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.content.map((row) => (
                <TableRow key={row.kind}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell align="right">{number(row.total)}</TableCell>
                  <TableCell align="right">{number(row.published)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        }
      />
    </Section>
  );
}

function Visits({ data }: { data: DashboardData }) {
  const max = Math.max(1, ...data.visits.map((row) => row.count));
  const total = data.visits.reduce((sum, row) => sum + row.count, 0);
  return (
    <Section title="Lượt truy cập 30 ngày gần nhất">
      <Typography variant="body2" gutterBottom>
        Tổng cộng: {number(total)} lượt
      </Typography>
      <ChartWithTable
        chart={
          <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: '2px', height: 160 }}>
            {data.visits.map((row) => (
              <Box
                key={row.day}
                title={`${formatDate(row.day)}: ${number(row.count)}`}
                sx={{ flex: 1, height: `${(row.count / max) * 100}%`, minHeight: 1, bgcolor: 'primary.main' }}
              />
            ))}
          </Box>
        }
        table={
          <Box sx={{ maxHeight: 260, overflowY: 'auto' }}>
            <Table size="small" stickyHeader>
              <caption>Lượt truy cập theo ngày</caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Ngày
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Lượt truy cập
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {[...data.visits].reverse().map((row) => (
                  <TableRow key={row.day}>
                    <TableCell component="th" scope="row">
                      {formatDate(row.day)}
                    </TableCell>
                    <TableCell align="right">{number(row.count)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        }
      />
    </Section>
  );
}

export function Dashboard() {
  const [data, setData] = useState<DashboardData | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    callApi(adminApi.dashboard)
      .then((answer) => {
        if (live) setData(answer);
      })
      .catch((reason: unknown) => {
        if (live) setError(reason instanceof Error ? reason.message : 'Không tải được bảng điều khiển');
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Bảng điều khiển" />
      <Typography variant="h5" component="h1" gutterBottom>
        Bảng điều khiển
      </Typography>
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : !data ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <CircularProgress size={20} />
          <Typography>Đang tải số liệu…</Typography>
        </Box>
      ) : (
        <>
          {/* The server answers only what the role may open: the other parts come empty. */}
          {data.queues.length > 0 ? <Queues data={data} /> : null}
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

export default Dashboard;
