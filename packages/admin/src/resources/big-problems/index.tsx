import { BigProblemInputSchema } from '@portal/shared/admin-big-problems';
import { BIG_PROBLEM_STATUSES, type BigProblemStatus, bigProblemStatusLabels } from '@portal/shared/big-problems';
import {
  ArrayInput,
  BooleanInput,
  BulkDeleteButton,
  CheckboxGroupInput,
  Datagrid,
  FunctionField,
  NumberField,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextField,
  TextInput,
} from 'react-admin';
import { ChildRecordsPanel } from '../../components/ChildRecords.tsx';
import { DayField } from '../../components/DayField.tsx';
import { FollowersField } from '../../components/FollowersField.tsx';
import { formViews, SchemaForm } from '../../components/FormViews.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { RichTextInput } from '../../components/RichTextInput.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { DayInput, MomentInput } from '../../components/VietnameseDateInputs.tsx';
import { VisibleField, visibleFilter } from '../../components/VisibleFilter.tsx';
import { nq57Choices, OptionalText } from '../products/catalogue-inputs.tsx';
import { solutionStatusLabel } from '../solutions/index.tsx';
import { ChallengePanel } from './ChallengePanel.tsx';

/**
 * Bài toán lớn: the problems the department orders solutions for. The edit view lists the
 * problem's solutions (resource `solutions`, big_problem_id) with a button to add one.
 */

const statusChoices = BIG_PROBLEM_STATUSES.map((id) => ({ id, name: bigProblemStatusLabels[id] }));

const filters = [
  searchFilter('Tìm theo tên, lĩnh vực, đơn vị đặt hàng'),
  <SelectInput key="status" source="status" choices={statusChoices} label="resources.big-problems.fields.status" />,
  visibleFilter('big-problems'),
  <TextInput key="field" source="field" label="resources.big-problems.fields.field" />,
];

type ProblemRecord = { id: number; title: string; field: string; status: BigProblemStatus; visible: boolean };

const BigProblemList = () => (
  <RecordList<ProblemRecord>
    filters={filters}
    sort={{ field: 'published_at', order: 'DESC' }}
    create
    // A problem nobody answered yet may go; the server refuses, saying why, one with solutions.
    bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
    primaryText={(problem) => problem.title}
    secondaryText={(problem) => problem.field}
    tertiaryText={(problem) => bigProblemStatusLabels[problem.status]}
  >
    <TextField source="title" />
    <TextField source="field" />
    <FunctionField<ProblemRecord> source="status" render={(problem) => bigProblemStatusLabels[problem.status]} />
    <VisibleField source="visible" />
    <DayField source="deadline" emptyText="—" />
    <NumberField source="view_count" locales="vi-VN" />
    <NumberField source="followers" locales="vi-VN" sortable={false} />
    <DayField source="published_at" />
  </RecordList>
);

function BigProblemForm() {
  return (
    <SchemaForm
      schema={BigProblemInputSchema}
      defaultValues={{
        status: 'open',
        visible: true,
        deadline: null,
        published_at: null,
        nq57_groups: [],
        ordering_body: '',
        description: '',
        requirements: '',
        expected_results: '',
        budget_range: '',
        criteria: [],
        ip_terms: '',
        reward: '',
        implementation: '',
      }}
    >
      <FollowersField />
      <TextInput source="title" fullWidth />
      <TextInput source="slug" fullWidth helperText="resources.big-problems.helpers.slug" />
      <TextInput source="field" fullWidth />
      <OptionalText source="ordering_body" fullWidth />
      <RichTextInput source="description" fullWidth />
      <RichTextInput source="requirements" fullWidth />
      <RichTextInput source="expected_results" fullWidth />
      <OptionalText source="budget_range" fullWidth />
      <DayInput source="deadline" helperText="resources.big-problems.helpers.deadline" />
      <SelectInput source="status" choices={statusChoices} />
      <BooleanInput source="visible" />
      <MomentInput source="published_at" helperText="resources.big-problems.helpers.published_at" />
      <CheckboxGroupInput source="nq57_groups" choices={nq57Choices} row={false} />
      <ArrayInput source="criteria" helperText="resources.big-problems.helpers.criteria">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="name" label="resources.big-problems.criterion.name" />
          <OptionalText source="description" label="resources.big-problems.criterion.description" />
          <NumberInput source="weight" label="resources.big-problems.criterion.weight" min={1} max={100} step={1} />
        </SimpleFormIterator>
      </ArrayInput>
      <OptionalText source="ip_terms" fullWidth multiline minRows={2} />
      <OptionalText source="reward" fullWidth multiline minRows={2} />
      <OptionalText source="implementation" fullWidth multiline minRows={2} />
    </SchemaForm>
  );
}

type SolutionRow = { id: number; title: string; organisation: string; status: string };

/** The problem's solutions, with a button that opens a new one already tied to it. */
const ProblemSolutions = () => (
  <ChildRecordsPanel
    title="Giải pháp cho bài toán"
    reference="solutions"
    target="big_problem_id"
    addLabel="resources.big-problems.add_solution"
    sort={{ field: 'approved_at', order: 'DESC' }}
    rowsPerPageOptions={[10, 25]}
    emptyText="Chưa có giải pháp nào cho bài toán này."
  >
    <Datagrid rowClick={(id) => `/solutions/${id}`} bulkActionButtons={false}>
      <TextField source="title" label="resources.solutions.fields.title" />
      <TextField source="organisation" label="resources.solutions.fields.organisation" />
      <FunctionField<SolutionRow>
        source="status"
        label="resources.solutions.fields.status"
        render={(solution) => solutionStatusLabel(solution.status)}
      />
      <DayField source="approved_at" label="resources.solutions.fields.approved_at" emptyText="—" />
    </Datagrid>
  </ChildRecordsPanel>
);

export default {
  list: BigProblemList,
  ...formViews(BigProblemForm, {
    belowEdit: (
      <>
        <ProblemSolutions />
        <ChallengePanel />
      </>
    ),
  }),
};
