import { PROGRESS_STAGES, progressStageLabels } from '@portal/shared/follow-through';
import { FilterSelect } from './ListFilters.tsx';

const stageOptions = PROGRESS_STAGES.map((value) => ({ value, label: progressStageLabels[value] }));

/** The filter of adopted proposals and ideas by the stage of their progress record. */
export function ProgressStageFilter({
  id,
  label,
  value,
  className,
}: {
  id: string;
  label: string;
  value: string;
  className: string;
}) {
  return (
    <FilterSelect
      className={className}
      id={id}
      name="stage"
      label={label}
      value={value}
      allLabel="Tất cả giai đoạn"
      options={stageOptions}
    />
  );
}
