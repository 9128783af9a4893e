import { IndicatorInputSchema } from '@portal/shared/admin-indicators';
import { formatVietnameseNumber } from '@portal/shared/format';
import { nq57GroupName } from '@portal/shared/monitoring';
import { formatPeriod } from '@portal/shared/periods';
import {
  BooleanInput,
  BulkDeleteButton,
  Datagrid,
  DeleteButton,
  EditButton,
  FunctionField,
  NumberField,
  SelectInput,
  TextField,
  TextInput,
  WrapperField,
} from 'react-admin';
import { ChildRecordsPanel } from '../../components/ChildRecords.tsx';
import { DayField } from '../../components/DayField.tsx';
import { DecimalInput } from '../../components/DecimalInput.tsx';
import { formViews, SchemaForm } from '../../components/FormViews.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { useVisibleText, VisibleField, visibleFilter } from '../../components/VisibleFilter.tsx';
import { nq57Choices, OptionalText } from '../products/catalogue-inputs.tsx';

/**
 * Chỉ tiêu Nghị quyết 57 and, in the edit view, their values by period (resource
 * `indicator-values`, indicator_id) with a button to add one. /report-monitor shows both.
 */

const filters = [
  searchFilter('Tìm theo mã, tên'),
  <SelectInput
    key="nq57_group"
    source="nq57_group"
    choices={nq57Choices}
    label="resources.indicators.fields.nq57_group"
  />,
  visibleFilter('indicators'),
];

type IndicatorRecord = {
  id: number;
  code: string;
  name: string;
  unit: string;
  target: number;
  target_year: number;
  nq57_group: number;
  visible: boolean;
};

function IndicatorList() {
  const visibleText = useVisibleText('indicators');
  return (
    <RecordList<IndicatorRecord>
      filters={filters}
      sort={{ field: 'sort_order', order: 'ASC' }}
      create
      primaryText={(indicator) => `${indicator.code} — ${indicator.name}`}
      secondaryText={(indicator) =>
        `Mục tiêu ${formatVietnameseNumber(indicator.target)} ${indicator.unit} (${indicator.target_year})`
      }
      tertiaryText={visibleText}
      bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
    >
      <TextField source="code" />
      <TextField source="name" />
      <TextField source="unit" />
      <NumberField source="target" locales="vi-VN" />
      <NumberField source="target_year" locales="vi-VN" options={{ useGrouping: false }} />
      <FunctionField<IndicatorRecord>
        source="nq57_group"
        render={(indicator) => `${indicator.nq57_group}. ${nq57GroupName(indicator.nq57_group)}`}
      />
      <VisibleField source="visible" />
      <NumberField source="sort_order" locales="vi-VN" />
      <DayField source="updated_at" />
    </RecordList>
  );
}

function IndicatorForm() {
  return (
    <SchemaForm schema={IndicatorInputSchema} defaultValues={{ sort_order: 0, visible: true, source: '' }}>
      <TextInput source="code" helperText="resources.indicators.helpers.code" />
      <TextInput source="name" fullWidth />
      <TextInput source="unit" />
      <DecimalInput source="target" />
      <DecimalInput source="target_year" grouping={false} />
      <OptionalText source="source" fullWidth />
      <SelectInput source="nq57_group" choices={nq57Choices} fullWidth />
      <DecimalInput source="sort_order" grouping={false} />
      <BooleanInput source="visible" />
    </SchemaForm>
  );
}

/** The indicator's values by period, newest first, with a button for a new period. */
export const IndicatorValues = () => (
  <ChildRecordsPanel
    title="Giá trị theo kỳ"
    reference="indicator-values"
    target="indicator_id"
    addLabel="resources.indicators.add_value"
    sort={{ field: 'period', order: 'DESC' }}
    rowsPerPageOptions={[25, 50]}
    emptyText="Chưa có giá trị nào cho chỉ tiêu này."
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <FunctionField
        source="period"
        label="resources.indicator-values.fields.period"
        render={(value: { period: string }) => formatPeriod(value.period)}
      />
      <NumberField source="value" label="resources.indicator-values.fields.value" locales="vi-VN" />
      {/* One column with its header: a header cell without words is announced as nothing. */}
      <WrapperField label="Thao tác" sortable={false}>
        <EditButton resource="indicator-values" />
        <DeleteButton resource="indicator-values" mutationMode="pessimistic" redirect={false} />
      </WrapperField>
    </Datagrid>
  </ChildRecordsPanel>
);

export default {
  list: IndicatorList,
  ...formViews(IndicatorForm, { belowEdit: <IndicatorValues /> }),
};
