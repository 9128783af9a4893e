import { formatDateTime } from '@portal/shared/format';
import {
  type AdminInterest,
  INTEREST_STATUSES,
  INTEREST_SUBJECT_KINDS,
  interestDemandLabels,
  interestStatusLabels,
  interestSubjectLabels,
} from '@portal/shared/interests';
import type { DemandType } from '@portal/shared/products';
import { FunctionField, NumberField, SelectInput, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { BackToList } from '../../components/BackToList.tsx';
import { DayField } from '../../components/DayField.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { excerpt } from '../../format.ts';
import { InterestActions } from './InterestActions.tsx';

/**
 * Quan tâm sản phẩm, nhu cầu: people's interests in marketplace products and needs, which
 * reviewers read before the owner (a need's author) does, then forward or close. The sender's
 * text is shown as text.
 */

const statusChoices = INTEREST_STATUSES.map((status) => ({ id: status, name: interestStatusLabels[status] }));
const demandLabel = (type: number) => interestDemandLabels[type as DemandType] ?? String(type);
const dateTime = (value: string | null) => (value ? formatDateTime(value) : '—');
/** "Sản phẩm", "Nhu cầu". */
const kindLabel = (kind: AdminInterest['kind']) => {
  const label = interestSubjectLabels[kind];
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
};
const kindChoices = INTEREST_SUBJECT_KINDS.map((kind) => ({ id: kind, name: kindLabel(kind) }));

const filters = [
  searchFilter('Tìm theo tên sản phẩm, nhu cầu, lời nhắn'),
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="Tất cả" />,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn emptyText="Tất cả" />,
];

const InterestList = () => (
  <RecordList<AdminInterest>
    filters={filters}
    filterDefaultValues={{ status: 'pending' }}
    sort={{ field: 'created_at', order: 'DESC' }}
    empty={false}
    primaryText={(item) => item.subject_name}
    secondaryText={(item) => `${item.sender_name || item.sender_email} · ${formatDateTime(item.created_at)}`}
    tertiaryText={(item) => `${kindLabel(item.kind)} · ${interestStatusLabels[item.status]}`}
    link="show"
    emptyText="Chưa có yêu cầu quan tâm nào."
  >
    <NumberField source="id" />
    <DayField source="created_at" />
    <FunctionField<AdminInterest> source="kind" sortable={false} render={(item) => kindLabel(item.kind)} />
    <TextField source="subject_name" sortable={false} />
    <FunctionField<AdminInterest>
      source="demand_type"
      sortable={false}
      render={(item) => demandLabel(item.demand_type)}
    />
    <FunctionField<AdminInterest> source="message" sortable={false} render={(item) => excerpt(item.message, 100)} />
    <FunctionField<AdminInterest> source="status" render={(item) => interestStatusLabels[item.status]} />
  </RecordList>
);

function InterestShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <BackToList resource="interests" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <InterestActions />
        <NumberField source="id" />
        <FunctionField<AdminInterest> source="status" render={(item) => interestStatusLabels[item.status]} />
        {/* The portal's page of the product or need: reviewers have no access to the products resource (content area). */}
        <FunctionField<AdminInterest> source="kind" render={(item) => kindLabel(item.kind)} />
        <FunctionField<AdminInterest>
          source="subject_name"
          render={(item) => (
            <a href={item.subject_link} target="_blank" rel="noopener">
              {item.subject_name}
            </a>
          )}
        />
        <FunctionField<AdminInterest>
          source="owner_name"
          render={(item) =>
            item.owner_name ??
            (item.has_owner ? '—' : item.kind === 'need' ? 'Không có' : 'Không có (sản phẩm do Sở đăng)')
          }
        />
        <TextField source="sender_name" emptyText="—" />
        <TextField source="sender_email" />
        <FunctionField<AdminInterest> source="demand_type" render={(item) => demandLabel(item.demand_type)} />
        {/* The sender's text, as text (never HTML), line breaks kept. */}
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
        <TextField source="staff_note" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <FunctionField<AdminInterest> source="created_at" render={(item) => dateTime(item.created_at)} />
        <FunctionField<AdminInterest> source="forwarded_at" render={(item) => dateTime(item.forwarded_at)} />
        <FunctionField<AdminInterest> source="answered_at" render={(item) => dateTime(item.answered_at)} />
      </SimpleShowLayout>
    </Show>
  );
}

export default {
  list: InterestList,
  show: InterestShow,
};
