import { zodResolver } from '@hookform/resolvers/zod';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { IndicatorValueInputSchema } from '@portal/shared/admin-catalogue';
import { AutocompleteInput, ReferenceInput, SimpleForm, TextInput } from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { backToParent, ChildRecordToolbar } from '../../components/ChildRecords.tsx';
import { DecimalInput } from '../../components/DecimalInput.tsx';
import { formViews } from '../../components/FormViews.tsx';

/**
 * Giá trị chỉ tiêu theo kỳ: edited from the indicator's page (no list of their own). A value's id
 * is "<indicator_id>:<period>"; saving goes back to the indicator.
 */

const resolver = zodResolver(IndicatorValueInputSchema) as unknown as Resolver;

const toIndicator = backToParent('indicators', 'indicator_id', 'indicators');

function IndicatorValueForm() {
  return (
    <SimpleForm warnWhenUnsavedChanges resolver={resolver} toolbar={<ChildRecordToolbar redirect={toIndicator} />}>
      <ReferenceInput source="indicator_id" reference="indicators" sort={{ field: 'sort_order', order: 'ASC' }}>
        <AutocompleteInput
          optionText={(indicator: { code: string; name: string }) => `${indicator.code} — ${indicator.name}`}
          fullWidth
        />
      </ReferenceInput>
      <TextInput source="period" helperText="resources.indicator-values.helpers.period" />
      <DecimalInput source="value" />
    </SimpleForm>
  );
}

export const messages = {
  name: 'Giá trị chỉ tiêu |||| Giá trị chỉ tiêu',
  fields: {
    id: 'Mã',
    indicator_id: 'Chỉ tiêu',
    period: 'Kỳ báo cáo',
    value: 'Giá trị',
  },
  helpers: {
    period: 'Năm (2025), quý (2025-Q1), nửa năm (2025-H1) hoặc tháng (2025-06).',
  },
};

export default {
  ...formViews(IndicatorValueForm, { redirect: toIndicator }),
  icon: ShowChartIcon,
  recordRepresentation: 'period',
};
