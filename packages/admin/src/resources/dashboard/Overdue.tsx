import { Box, Link as MuiLink, Typography } from '@mui/material';
import type { Dashboard as DashboardData } from '@portal/shared/admin-people';
import { useResourceDefinitions } from 'react-admin';
import { Link } from 'react-router';
import { Section } from './parts.tsx';

/**
 * "Hồ sơ quá hạn": per queue, how many dossiers wait longer than its deadline (site settings) and
 * the oldest few, each a link to its record. A queue with some is marked by a warning border and
 * by its words ("quá hạn"), never by the colour alone.
 */
export function Overdue({ data }: { data: DashboardData }) {
  const resources = useResourceDefinitions();
  return (
    <Section title="Hồ sơ quá hạn xử lý">
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {data.overdue.map((queue) => {
          const late = queue.count > 0;
          return (
            <Box
              component="li"
              key={queue.queue}
              data-overdue={queue.queue}
              sx={{
                border: late ? 2 : 1,
                borderColor: late ? 'warning.main' : 'divider',
                bgcolor: late ? 'warning.50' : undefined,
                borderRadius: 1,
                p: 1.5,
              }}
            >
              <Typography component="p" variant="body1" sx={{ fontWeight: late ? 700 : 400 }}>
                {late
                  ? `⚠ ${queue.label}: ${queue.count} hồ sơ quá hạn (chờ quá ${queue.deadline_days} ngày)`
                  : `${queue.label}: không có hồ sơ quá hạn (hạn ${queue.deadline_days} ngày)`}
              </Typography>
              {queue.oldest.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
                  {queue.oldest.map((dossier) => {
                    // Its own record: a citizen's solution is a proposal, the department's a solution.
                    const resource = dossier.resource;
                    const text = `${dossier.code ? `${dossier.code} – ` : ''}${dossier.title}`;
                    return (
                      <li key={`${resource}-${dossier.id}`}>
                        {resources[resource] ? (
                          <MuiLink component={Link} to={`/${resource}/${dossier.id}/show`}>
                            {text}
                          </MuiLink>
                        ) : (
                          text
                        )}{' '}
                        — chờ {dossier.days_waiting} ngày
                      </li>
                    );
                  })}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
