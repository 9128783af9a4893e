import { DEPARTMENT_SOLUTION_STATUSES, SolutionInputSchema } from '@portal/shared/admin-big-problems';
import { type SubmissionState, submissionStateLabels } from '@portal/shared/submissions';
import {
  AutocompleteInput,
  BulkDeleteButton,
  FunctionField,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { backToParent, ChildRecordToolbar } from '../../components/ChildRecords.tsx';
import { DayField } from '../../components/DayField.tsx';
import { formViews, SchemaForm } from '../../components/FormViews.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { RichTextInput } from '../../components/RichTextInput.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { MomentInput } from '../../components/VietnameseDateInputs.tsx';
import { OptionalText } from '../products/catalogue-inputs.tsx';

/**
 * Giải pháp cho bài toán lớn entered by the department (already approved; published when
 * announced; withdrawn to take off the portal). Citizens' solutions go through moderation.
 */

export const solutionStatusLabel = (status: string) => submissionStateLabels[status as SubmissionState] ?? status;
const statusChoices = DEPARTMENT_SOLUTION_STATUSES.map((id) => ({ id, name: submissionStateLabels[id] }));
const allStatusChoices = Object.entries(submissionStateLabels).map(([id, name]) => ({ id, name }));

const filters = [
  searchFilter('Tìm theo tên, đơn vị, tóm tắt'),
  <ReferenceInput
    key="big_problem_id"
    source="big_problem_id"
    reference="big-problems"
    alwaysOn
    sort={{ field: 'title', order: 'ASC' }}
  >
    <AutocompleteInput optionText="title" label="resources.solutions.fields.big_problem_id" sx={{ minWidth: 280 }} />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={allStatusChoices} label="resources.solutions.fields.status" />,
];

type SolutionRecord = { id: number; title: string; organisation: string; status: string };

const SolutionList = () => (
  <RecordList<SolutionRecord>
    filters={filters}
    sort={{ field: 'approved_at', order: 'DESC' }}
    create
    primaryText={(solution) => solution.title}
    secondaryText={(solution) => solution.organisation}
    tertiaryText={(solution) => solutionStatusLabel(solution.status)}
    bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
  >
    <TextField source="title" />
    <ReferenceField source="big_problem_id" reference="big-problems" link={false} sortable={false} />
    <TextField source="organisation" />
    <FunctionField<SolutionRecord> source="status" render={(solution) => solutionStatusLabel(solution.status)} />
    <DayField source="approved_at" emptyText="—" />
  </RecordList>
);

/** A citizen's solution in another state keeps it in the list of choices (the schema refuses it on save). */
function StatusInput() {
  const record = useRecordContext<{ status?: string }>();
  const current = record?.status;
  const choices =
    current && !(DEPARTMENT_SOLUTION_STATUSES as readonly string[]).includes(current)
      ? [...statusChoices, { id: current, name: solutionStatusLabel(current) }]
      : statusChoices;
  return <SelectInput source="status" choices={choices} helperText="resources.solutions.helpers.status" />;
}

/** After saving, back to the big problem the solution belongs to. */
const toProblem = backToParent('big-problems', 'big_problem_id', 'solutions');

function SolutionForm() {
  return (
    <SchemaForm
      schema={SolutionInputSchema}
      toolbar={<ChildRecordToolbar redirect={toProblem} />}
      defaultValues={{
        status: 'approved',
        approved_at: null,
        organisation: '',
        summary: '',
        content: '',
        contact_name: '',
        contact_phone: '',
        contact_email: '',
      }}
    >
      <ReferenceInput source="big_problem_id" reference="big-problems" sort={{ field: 'title', order: 'ASC' }}>
        <AutocompleteInput optionText="title" fullWidth />
      </ReferenceInput>
      <TextInput source="title" fullWidth />
      <OptionalText source="organisation" fullWidth />
      <OptionalText source="summary" fullWidth multiline minRows={2} />
      <RichTextInput source="content" fullWidth />
      <OptionalText source="contact_name" fullWidth />
      <OptionalText source="contact_phone" />
      <OptionalText source="contact_email" fullWidth />
      <StatusInput />
      <MomentInput source="approved_at" helperText="resources.solutions.helpers.approved_at" />
    </SchemaForm>
  );
}

export default {
  list: SolutionList,
  ...formViews(SolutionForm, { redirect: toProblem }),
};
