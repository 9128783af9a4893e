import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AuditLine } from '@portal/shared/admin';
import { formatDateTime } from '@portal/shared/format';
import { type UserRole, userRoleLabels } from '@portal/shared/roles';
import { type SubmissionState, submissionStateLabels } from '@portal/shared/submissions';
import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useRecordContext,
  useResourceDefinitions,
  useTranslate,
} from 'react-admin';
import { XlsxListActions } from '../../components/ExportXlsxButton.tsx';
import { ScrollArea } from '../../components/ScrollArea.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { DayInput, dayBound } from '../../components/VietnameseDateInputs.tsx';

/**
 * Nhật ký thao tác: every staff write (who, what, when, before and after), read-only. A line opens
 * in place (the server has no single-line call) and shows what changed.
 */

/** Every action a line may carry, in the order the filter offers them. */
const ACTIONS = [
  'create',
  'update',
  'delete',
  'answer',
  'publish',
  'hide',
  'handle',
  'upload',
  'lock',
  'unlock',
  'reset-two-factor',
  'start_review',
  'approve',
  'reject',
  'request_revision',
] as const;

/** The audit stores a table's column names (camelCase); the screens name fields in snake_case. */
export const fieldKey = (column: string) => column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A resource's name in Vietnamese: the menu's, or one of the few that are not in the menu. */
function useResourceName() {
  const translate = useTranslate();
  return (resource: string) =>
    translate(`resources.${resource}.name`, {
      smart_count: 2,
      _: translate(`resources.audit-log.other_resources.${resource}`, { _: resource }),
    });
}

function useFilters() {
  const translate = useTranslate();
  const resourceName = useResourceName();
  // The resources this staff member may open (an admin: all of them).
  const resources = Object.keys(useResourceDefinitions()).filter((name) => name !== 'audit-log');
  return [
    searchFilter(translate('resources.audit-log.fields.q')),
    <SelectInput
      key="resource"
      source="resource"
      choices={[...resources, 'images'].map((name) => ({ id: name, name: resourceName(name) }))}
      translateChoice={false}
    />,
    <SelectInput
      key="action"
      source="action"
      choices={ACTIONS.map((action) => ({ id: action, name: `resources.audit-log.actions.${action}` }))}
    />,
    <DayInput key="from" source="from" parse={dayBound('start')} />,
    <DayInput key="to" source="to" parse={dayBound('end')} />,
  ];
}

/** The resources whose lines carry a submission's state (shared/submissions.ts). */
const SUBMISSION_RESOURCES = new Set(['proposals', 'ideas']);

/** A moment as the database writes it (ISO 8601, with its zone). */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A value as staff read it: yes/no, dates as dd/mm/yyyy hh:mm in Vietnam's time, objects as JSON. */
const show = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (typeof value === 'string') return MOMENT.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value, null, 1);
};

/** The fields a write changed, with their values before and after (text, never HTML). */
export function changesOf(
  line: Pick<AuditLine, 'before' | 'after'> & { resource?: string },
): [field: string, before: string, after: string][] {
  const before = line.before ?? {};
  const after = line.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field): [string, string, string] => {
      // A submission's state in the words of its timeline; a person's role as the users' screen names it.
      const read = (value: unknown) =>
        field === 'status' && SUBMISSION_RESOURCES.has(line.resource ?? '') && typeof value === 'string'
          ? (submissionStateLabels[value as SubmissionState] ?? value)
          : field === 'role' && line.resource === 'users' && typeof value === 'string'
            ? (userRoleLabels[value as UserRole] ?? value)
            : show(value);
      return [field, read(before[field]), read(after[field])];
    })
    .filter(([, was, is]) => was !== is);
}

function AuditDiff() {
  const line = useRecordContext<AuditLine>();
  const translate = useTranslate();
  if (!line) return null;
  const fieldName = (column: string) =>
    translate(`resources.${line.resource}.fields.${fieldKey(column)}`, { _: fieldKey(column) });
  const changes = changesOf(line);
  if (changes.length === 0) {
    return <Typography variant="body2">{translate('resources.audit-log.diff.no_change')}</Typography>;
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('resources.audit-log.name')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.audit-log.diff.field')}</TableCell>
            <TableCell>{translate('resources.audit-log.diff.before')}</TableCell>
            <TableCell>{translate('resources.audit-log.diff.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map(([field, was, is]) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row">
                {fieldName(field)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', color: 'error.main' }}>{was}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', color: 'success.main' }}>
                {is}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function AuditLogList() {
  const translate = useTranslate();
  const resourceName = useResourceName();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={<XlsxListActions />}
    >
      {/* Six columns do not fit a phone: the table scrolls sideways in its own area, not the page. */}
      <ScrollArea label={translate('resources.audit-log.name')}>
        <Datagrid rowClick="expand" expand={<AuditDiff />} bulkActionButtons={false}>
          <FunctionField<AuditLine> source="at" sortable={false} render={(line) => formatDateTime(line.at)} />
          <TextField source="actor_email" sortable={false} />
          <FunctionField<AuditLine>
            source="actor_role"
            sortable={false}
            render={(line) => userRoleLabels[line.actor_role as UserRole] ?? line.actor_role}
          />
          <FunctionField<AuditLine>
            source="action"
            sortable={false}
            render={(line) => translate(`resources.audit-log.actions.${line.action}`, { _: line.action })}
          />
          <FunctionField<AuditLine> source="resource" sortable={false} render={(line) => resourceName(line.resource)} />
          <TextField source="record_id" sortable={false} />
        </Datagrid>
      </ScrollArea>
    </List>
  );
}

export default {
  list: AuditLogList,
};
