import { demandTypeLabels, OFFERED_DEMAND_TYPES } from '@portal/shared/product-labels';
import { FilterSelect } from './ListFilters.tsx';

const demandTypeOptions = OFFERED_DEMAND_TYPES.map((type) => ({ value: type, label: demandTypeLabels[type] }));

/** "Nhu cầu": the filter of the marketplace and of the approved proposals by what the owner looks for. */
export function DemandTypeFilter({ id, value, className }: { id: string; value: string; className: string }) {
  return (
    <FilterSelect
      className={className}
      id={id}
      name="demand_type"
      label="Nhu cầu"
      value={value}
      allLabel="Tất cả nhu cầu"
      options={demandTypeOptions}
    />
  );
}
