import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { Box, type Theme, Typography, useMediaQuery } from '@mui/material';
import { IndicatorInputSchema } from '@portal/shared/admin-catalogue';
import { nq57GroupName } from '@portal/shared/monitoring';
import {
  BooleanInput,
  BulkDeleteButton,
  Button,
  Create,
  Datagrid,
  DateField,
  DeleteButton,
  Edit,
  EditButton,
  FunctionField,
  LinkBase,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  Pagination,
  ReferenceManyField,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { XlsxListActions } from '../../components/ExportXlsxButton.tsx';
import { dayOptions } from '../../format.ts';
import { nq57Choices, OptionalText } from '../products/catalogue-inputs.tsx';

/**
 * Chỉ tiêu Nghị quyết 57 and, in the edit view, their values by period (resource
 * `indicator-values`, indicator_id) with a button to add one. /report-monitor shows both.
 */

const resolver = zodResolver(IndicatorInputSchema) as unknown as Resolver;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Tìm theo mã, tên" />,
  <SelectInput
    key="nq57_group"
    source="nq57_group"
    choices={nq57Choices}
    label="resources.indicators.fields.nq57_group"
  />,
  <NullableBooleanInput
    key="visible"
    source="visible"
    label="resources.indicators.fields.visible"
    nullLabel="Tất cả"
    trueLabel="resources.indicators.shown"
    falseLabel="resources.indicators.hidden"
  />,
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
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      sort={{ field: 'sort_order', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<XlsxListActions create />}
    >
      {narrow ? (
        <SimpleList<IndicatorRecord>
          primaryText={(indicator) => `${indicator.code} — ${indicator.name}`}
          secondaryText={(indicator) => `Mục tiêu ${indicator.target} ${indicator.unit} (${indicator.target_year})`}
          tertiaryText={(indicator) => (indicator.visible ? 'Đang hiển thị' : 'Đang ẩn')}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
          <TextField source="code" />
          <TextField source="name" />
          <TextField source="unit" />
          <NumberField source="target" locales="vi-VN" />
          <NumberField source="target_year" options={{ useGrouping: false }} />
          <FunctionField<IndicatorRecord>
            source="nq57_group"
            render={(indicator) => `${indicator.nq57_group}. ${nq57GroupName(indicator.nq57_group)}`}
          />
          <FunctionField<IndicatorRecord>
            source="visible"
            render={(indicator) => (indicator.visible ? 'Đang hiển thị' : 'Đang ẩn')}
          />
          <NumberField source="sort_order" />
          <DateField source="updated_at" locales="vi-VN" options={dayOptions} />
        </Datagrid>
      )}
    </List>
  );
}

function IndicatorForm() {
  return (
    <SimpleForm resolver={resolver} defaultValues={{ sort_order: 0, visible: true, source: '' }}>
      <TextInput source="code" helperText="resources.indicators.helpers.code" />
      <TextInput source="name" fullWidth />
      <TextInput source="unit" />
      <NumberInput source="target" />
      <NumberInput source="target_year" min={2000} max={2100} step={1} />
      <OptionalText source="source" fullWidth />
      <SelectInput source="nq57_group" choices={nq57Choices} fullWidth />
      <NumberInput source="sort_order" min={0} step={1} />
      <BooleanInput source="visible" />
    </SimpleForm>
  );
}

/** The indicator's values by period, newest first, with a button for a new period. */
function IndicatorValues() {
  const record = useRecordContext<{ id: number }>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          Giá trị theo kỳ
        </Typography>
        <Button
          // Without a router link the button would be an anchor with no address.
          component={LinkBase}
          variant="outlined"
          label="resources.indicators.add_value"
          to={{
            pathname: createPath({ resource: 'indicator-values', type: 'create' }),
            state: { record: { indicator_id: record.id } },
          }}
        >
          <AddIcon />
        </Button>
      </Box>
      <ReferenceManyField
        reference="indicator-values"
        target="indicator_id"
        sort={{ field: 'period', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25, 50]} />}
        empty={
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            Chưa có giá trị nào cho chỉ tiêu này.
          </Typography>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="period" label="resources.indicator-values.fields.period" />
          <NumberField source="value" label="resources.indicator-values.fields.value" locales="vi-VN" />
          <EditButton resource="indicator-values" />
          <DeleteButton resource="indicator-values" mutationMode="pessimistic" redirect={false} />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}

const IndicatorEdit = () => (
  <Edit mutationMode="pessimistic">
    <IndicatorForm />
    <IndicatorValues />
  </Edit>
);

const IndicatorCreate = () => (
  <Create redirect="edit">
    <IndicatorForm />
  </Create>
);

export const messages = {
  name: 'Chỉ tiêu NQ57 |||| Chỉ tiêu Nghị quyết 57',
  fields: {
    id: 'Mã',
    code: 'Mã chỉ tiêu',
    name: 'Tên chỉ tiêu',
    unit: 'Đơn vị tính',
    target: 'Giá trị mục tiêu',
    target_year: 'Năm mục tiêu',
    source: 'Nguồn số liệu',
    nq57_group: 'Nhóm nhiệm vụ',
    sort_order: 'Thứ tự',
    visible: 'Hiển thị trên Cổng',
    created_at: 'Ngày tạo',
    updated_at: 'Cập nhật lần cuối',
    q: 'Tìm kiếm',
  },
  helpers: {
    code: 'Chữ không dấu, số và các dấu . _ -, ví dụ: CT-01.',
  },
  shown: 'Đang hiển thị',
  hidden: 'Đang ẩn',
  add_value: 'Thêm giá trị',
};

export default {
  list: IndicatorList,
  edit: IndicatorEdit,
  create: IndicatorCreate,
  icon: QueryStatsIcon,
  recordRepresentation: 'name',
};
