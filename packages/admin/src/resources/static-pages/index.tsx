import { StaticPageInputSchema } from '@portal/shared/admin-content';
import { RichTextInput } from 'ra-input-rich-text';
import { Datagrid, Edit, FunctionField, List, TextField, TextInput, useRecordContext } from 'react-admin';
import { DayField } from '../../components/DayField.tsx';
import { SchemaForm, saveOnlyToolbar } from '../../components/FormViews.tsx';

/**
 * Trang tĩnh: the pages the portal has a route for (/introduce, /propose-introduce). Staff edit
 * their title and body only; there is nothing to create or delete.
 */

type StaticPage = { id: string; slug: string; title: string; body: string; updated_at: string };

function StaticPageList() {
  return (
    <List sort={{ field: 'slug', order: 'ASC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <FunctionField<StaticPage>
          source="slug"
          render={(page) => (
            <a href={`/${page.slug}`} target="_blank" rel="noreferrer" onClick={(event) => event.stopPropagation()}>
              /{page.slug}
            </a>
          )}
        />
        <DayField source="updated_at" />
      </Datagrid>
    </List>
  );
}

const StaticPageTitle = () => {
  const page = useRecordContext<StaticPage>();
  return <span>{page?.title ?? ''}</span>;
};

const StaticPageEdit = () => (
  <Edit mutationMode="pessimistic" title={<StaticPageTitle />}>
    <SchemaForm schema={StaticPageInputSchema} toolbar={saveOnlyToolbar}>
      <TextInput source="slug" disabled helperText="resources.static-pages.helpers.slug" />
      <TextInput source="title" fullWidth />
      <RichTextInput source="body" fullWidth />
    </SchemaForm>
  </Edit>
);

export default { list: StaticPageList, edit: StaticPageEdit };
