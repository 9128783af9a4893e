import { IndicatorValueInputSchema } from '@portal/shared/admin-indicators';
import { AutocompleteInput, ReferenceInput, TextInput } from 'react-admin';
import { backToParent, ChildRecordToolbar } from '../../components/ChildRecords.tsx';
import { DecimalInput } from '../../components/DecimalInput.tsx';
import { formViews, SchemaForm } from '../../components/FormViews.tsx';

/**
 * Giá trị chỉ tiêu theo kỳ: edited from the indicator's page (no list of their own). A value's id
 * is "<indicator_id>:<period>"; saving goes back to the indicator.
 */

const toIndicator = backToParent('indicators', 'indicator_id', 'indicators');

function IndicatorValueForm() {
  return (
    <SchemaForm schema={IndicatorValueInputSchema} toolbar={<ChildRecordToolbar redirect={toIndicator} />}>
      <ReferenceInput source="indicator_id" reference="indicators" sort={{ field: 'sort_order', order: 'ASC' }}>
        <AutocompleteInput
          optionText={(indicator: { code: string; name: string }) => `${indicator.code} — ${indicator.name}`}
          fullWidth
        />
      </ReferenceInput>
      <TextInput source="period" helperText="resources.indicator-values.helpers.period" />
      <DecimalInput source="value" />
    </SchemaForm>
  );
}

export default {
  ...formViews(IndicatorValueForm, { redirect: toIndicator }),
};
