import { PUBLICATION_STATUSES, publicationStatusLabels } from '@portal/shared/admin-catalogue';
import { DocumentInputSchema } from '@portal/shared/admin-documents';
import { DOCUMENT_MAX_FILES } from '@portal/shared/admin-files';
import { type DocumentValidity, documentTypes, documentValidities, validityLabels } from '@portal/shared/documents';
import {
  BooleanInput,
  CheckboxGroupInput,
  FunctionField,
  NullableBooleanInput,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { DayField } from '../../components/DayField.tsx';
import { DecimalInput } from '../../components/DecimalInput.tsx';
import { formViews, SchemaForm } from '../../components/FormViews.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { DayInput } from '../../components/VietnameseDateInputs.tsx';
import { FilesInput, nq57Choices, OptionalText } from '../products/catalogue-inputs.tsx';

/**
 * Văn bản: legal and guidance documents (and evaluation reports, is_report) the portal's
 * /documents lists; internal ones are for signed-in users only. Files go through
 * adminApi.files.upload (`for=documents`).
 */

const typeChoices = documentTypes.map((type) => ({ id: type, name: type }));
const validityChoices = documentValidities.map((id) => ({ id, name: validityLabels[id] }));
const statusChoices = PUBLICATION_STATUSES.map((id) => ({ id, name: publicationStatusLabels[id] }));

const filters = [
  searchFilter('Tìm theo số hiệu, trích yếu, tóm tắt'),
  <SelectInput key="type" source="type" choices={typeChoices} label="resources.documents.fields.type" />,
  <TextInput key="issuing_body" source="issuing_body" label="resources.documents.fields.issuing_body" />,
  <DecimalInput key="year" source="year" label="resources.documents.filters.year" grouping={false} />,
  <NullableBooleanInput
    key="internal"
    source="internal"
    label="resources.documents.fields.internal"
    nullLabel="Tất cả"
    trueLabel="resources.documents.internal_yes"
    falseLabel="resources.documents.internal_no"
  />,
  <SelectInput
    key="validity"
    source="validity"
    choices={validityChoices}
    label="resources.documents.fields.validity"
  />,
  <NullableBooleanInput
    key="is_report"
    source="is_report"
    label="resources.documents.fields.is_report"
    nullLabel="Tất cả"
    trueLabel="resources.documents.report_yes"
    falseLabel="resources.documents.report_no"
  />,
  <SelectInput key="status" source="status" choices={statusChoices} label="resources.documents.fields.status" />,
  <TextInput key="field" source="field" label="resources.documents.fields.field" />,
];

type DocumentRecord = {
  id: number;
  number: string;
  title: string;
  type: string;
  issuing_body: string;
  validity: DocumentValidity;
  internal: boolean;
  status: keyof typeof publicationStatusLabels;
  issued_at: string;
};

const dayText = (day: string | null | undefined) => (day ? day.split('-').reverse().join('/') : '—');

const DocumentList = () => (
  <RecordList<DocumentRecord>
    filters={filters}
    sort={{ field: 'issued_at', order: 'DESC' }}
    create
    primaryText={(document) => `${document.number} — ${document.title}`}
    secondaryText={(document) => `${document.type} · ${document.issuing_body}`}
    tertiaryText={(document) => dayText(document.issued_at)}
  >
    <TextField source="number" />
    <TextField source="title" />
    <TextField source="type" />
    <TextField source="issuing_body" />
    <FunctionField<DocumentRecord> source="issued_at" render={(document) => dayText(document.issued_at)} />
    <FunctionField<DocumentRecord> source="validity" render={(document) => validityLabels[document.validity]} />
    <FunctionField<DocumentRecord>
      source="internal"
      render={(document) => (document.internal ? 'Nội bộ' : 'Công khai')}
    />
    <FunctionField<DocumentRecord> source="status" render={(document) => publicationStatusLabels[document.status]} />
    <DayField source="updated_at" />
  </RecordList>
);

/** The listed kinds, plus an older free-text kind a record may still carry. */
function TypeInput() {
  const record = useRecordContext<{ type?: string }>();
  const choices =
    record?.type && !(documentTypes as readonly string[]).includes(record.type)
      ? [...typeChoices, { id: record.type, name: record.type }]
      : typeChoices;
  return <SelectInput source="type" choices={choices} />;
}

function DocumentForm() {
  return (
    <SchemaForm
      schema={DocumentInputSchema}
      defaultValues={{
        signer: '',
        summary: '',
        effective_at: null,
        validity: 'active',
        files: [],
        internal: false,
        is_report: false,
        status: 'published',
        nq57_groups: [],
      }}
    >
      <TextInput source="number" />
      <TextInput source="title" fullWidth multiline />
      <TypeInput />
      <TextInput source="issuing_body" fullWidth />
      <OptionalText source="signer" fullWidth />
      <DayInput source="issued_at" />
      <DayInput source="effective_at" />
      <SelectInput source="validity" choices={validityChoices} />
      <TextInput source="field" fullWidth />
      <OptionalText source="summary" fullWidth multiline minRows={3} />
      <FilesInput
        source="files"
        label="Tệp văn bản"
        kind="attachment"
        folder="documents"
        accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.jpg,.jpeg,.png"
        helperText={`PDF, Word, Excel, PowerPoint, OpenDocument, ảnh tối đa 20 MB; tối đa ${DOCUMENT_MAX_FILES} tệp.`}
      />
      <BooleanInput source="internal" helperText="resources.documents.helpers.internal" />
      <BooleanInput source="is_report" helperText="resources.documents.helpers.is_report" />
      <SelectInput source="status" choices={statusChoices} />
      <CheckboxGroupInput source="nq57_groups" choices={nq57Choices} row={false} />
    </SchemaForm>
  );
}

export default {
  list: DocumentList,
  ...formViews(DocumentForm),
};
