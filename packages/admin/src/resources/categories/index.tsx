import { CategoryInputSchema } from '@portal/shared/admin';
import {
  BooleanInput,
  BulkDeleteButton,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { DayField } from '../../components/DayField.tsx';
import { DecimalInput } from '../../components/DecimalInput.tsx';
import { formViews, SchemaForm } from '../../components/FormViews.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { SlugInput } from '../../components/SlugInput.tsx';
import { useVisibleText, VisibleField, visibleFilter } from '../../components/VisibleFilter.tsx';

/**
 * Chuyên mục tin: the news categories the portal's menu and post lists show. The form checks the
 * same zod schema as the server (CategoryInputSchema), so its messages are the server's.
 */

const filters = [searchFilter('Tìm theo tên'), visibleFilter('categories')];

type CategoryRecord = { id: number; name: string; slug: string; visible: boolean; sort_order: number };

function CategoryList() {
  const visibleText = useVisibleText('categories');
  return (
    <RecordList<CategoryRecord>
      filters={filters}
      sort={{ field: 'sort_order', order: 'ASC' }}
      create
      primaryText={(category) => category.name}
      secondaryText={(category) => category.slug}
      tertiaryText={visibleText}
      bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
    >
      <TextField source="name" />
      <TextField source="slug" />
      <ReferenceField source="parent_id" reference="categories" link={false} emptyText="—" sortable={false} />
      <NumberField source="sort_order" locales="vi-VN" />
      <VisibleField source="visible" />
      <DayField source="updated_at" />
    </RecordList>
  );
}

function CategoryForm() {
  const translate = useTranslate();
  return (
    <SchemaForm schema={CategoryInputSchema} defaultValues={{ parent_id: null, sort_order: 0, visible: true }}>
      <TextInput source="name" fullWidth />
      <SlugInput from="name" helperText="resources.categories.helpers.slug" />
      <ReferenceInput source="parent_id" reference="categories" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <SelectInput
          optionText="name"
          // A root category has no parent: the empty choice is null, as the schema wants.
          parse={(value: unknown) => (value === '' || value === undefined ? null : value)}
          emptyText={translate('resources.categories.empty_parent')}
          helperText="resources.categories.helpers.parent_id"
        />
      </ReferenceInput>
      <DecimalInput source="sort_order" grouping={false} helperText="resources.categories.helpers.sort_order" />
      <BooleanInput source="visible" />
    </SchemaForm>
  );
}

export default {
  list: CategoryList,
  // Saving, new or edited, goes back to the list.
  ...formViews(CategoryForm, { redirect: 'list' }),
};
