import { type AdminFaqSchema, FaqInputSchema } from '@portal/shared/admin-content';
import {
  BooleanInput,
  BulkDeleteButton,
  Create,
  Edit,
  NumberField,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';
import { DayField } from '../../components/DayField.tsx';
import { DecimalInput } from '../../components/DecimalInput.tsx';
import { SchemaForm } from '../../components/FormViews.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { RichTextInput } from '../../components/RichTextInput.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { useVisibleText, VisibleField, visibleFilter } from '../../components/VisibleFilter.tsx';

/** Hỏi đáp: the questions and answers of the portal's /FAQ page, grouped by topic. */

type AdminFaq = z.infer<typeof AdminFaqSchema>;

function useFilters() {
  const translate = useTranslate();
  return [
    searchFilter(translate('resources.faqs.search')),
    <TextInput key="topic" source="topic" helperText="resources.faqs.helpers.topic_filter" />,
    visibleFilter('faqs'),
  ];
}

function FaqList() {
  const visibleText = useVisibleText('faqs');
  return (
    <RecordList<AdminFaq>
      filters={useFilters()}
      create
      primaryText={(faq) => faq.question}
      secondaryText={(faq) => faq.topic}
      tertiaryText={visibleText}
      bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
    >
      <TextField source="topic" />
      <TextField source="question" />
      <NumberField source="sort_order" locales="vi-VN" />
      <VisibleField source="visible" sortable={false} />
      <DayField source="updated_at" />
    </RecordList>
  );
}

function FaqForm() {
  return (
    <SchemaForm schema={FaqInputSchema} defaultValues={{ answer: '', sort_order: 0, visible: true }}>
      <TextInput source="topic" fullWidth helperText="resources.faqs.helpers.topic" />
      <TextInput source="question" fullWidth multiline minRows={2} />
      <RichTextInput source="answer" fullWidth />
      <DecimalInput source="sort_order" grouping={false} helperText="resources.faqs.helpers.sort_order" />
      <BooleanInput source="visible" />
    </SchemaForm>
  );
}

const FaqTitle = () => {
  const faq = useRecordContext<AdminFaq>();
  return <span>{faq?.question ?? ''}</span>;
};

const FaqEdit = () => (
  <Edit mutationMode="pessimistic" title={<FaqTitle />}>
    <FaqForm />
  </Edit>
);

const FaqCreate = () => (
  <Create redirect="list">
    <FaqForm />
  </Create>
);

export default { list: FaqList, edit: FaqEdit, create: FaqCreate };
