import { Box, Link as MuiLink, Typography } from '@mui/material';
import type { Dashboard as DashboardData } from '@portal/shared/admin-people';
import { useResourceDefinitions } from 'react-admin';
import { Link } from 'react-router';
import { number, Section } from './parts.tsx';

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
  interests_pending: { resource: 'interests', filter: { status: 'pending' } },
  questions_new: { resource: 'questions', filter: { status: 'new' } },
  feedback_new: { resource: 'feedback', filter: { status: 'new' } },
};

export const queueLink = (key: QueueKey) => {
  const { resource, filter } = queueTargets[key];
  return `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
};

/** "Việc cần xử lý": one card per queue, a link to its filtered list when the role may open it. */
export function Queues({ data }: { data: DashboardData }) {
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
