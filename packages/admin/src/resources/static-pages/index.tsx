import { type AdminStaticPageSchema, StaticPageInputSchema } from '@portal/shared/admin-content';
import {
  BooleanInput,
  BulkDeleteButton,
  Create,
  DeleteButton,
  Edit,
  FunctionField,
  SaveButton,
  TextField,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { z } from 'zod';
import { DayField } from '../../components/DayField.tsx';
import { SchemaForm } from '../../components/FormViews.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { RichTextInput } from '../../components/RichTextInput.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { SlugInput } from '../../components/SlugInput.tsx';
import { useVisibleText, VisibleField, visibleFilter } from '../../components/VisibleFilter.tsx';

/**
 * Trang tĩnh: the pages the department writes as a whole. The menu's two (/introduce,
 * /propose-introduce) are edited only; any other is created, hidden or deleted and read at
 * /pages/<slug>. Three hidden skeletons (functions and duties, organisation, contacts) wait to be filled.
 */

type StaticPage = z.infer<typeof AdminStaticPageSchema>;

/** The page's address on the portal, opened in a new tab (a hidden page answers "not found" there). */
function PathLink() {
  const page = useRecordContext<StaticPage>();
  if (!page) return null;
  return (
    <a href={page.path} target="_blank" rel="noreferrer" onClick={(event) => event.stopPropagation()}>
      {page.path}
    </a>
  );
}

function StaticPageList() {
  const translate = useTranslate();
  const visibleText = useVisibleText('static-pages');
  return (
    <RecordList<StaticPage>
      filters={[searchFilter(translate('resources.static-pages.search')), visibleFilter('static-pages')]}
      create
      primaryText={(page) => page.title}
      secondaryText={(page) => page.path}
      tertiaryText={visibleText}
      bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
    >
      <TextField source="title" />
      <FunctionField source="path" sortable={false} render={() => <PathLink />} />
      <VisibleField source="visible" sortable={false} />
      <DayField source="updated_at" />
    </RecordList>
  );
}

/** The menu's two pages keep their address and stay shown: no delete button, those fields locked. */
function StaticPageToolbar() {
  const page = useRecordContext<StaticPage>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {page && !page.fixed ? <DeleteButton mutationMode="pessimistic" /> : null}
    </Toolbar>
  );
}

function StaticPageForm() {
  const page = useRecordContext<StaticPage>();
  const fixed = Boolean(page?.fixed);
  return (
    <SchemaForm
      schema={StaticPageInputSchema}
      defaultValues={{ body: '', visible: true }}
      toolbar={<StaticPageToolbar />}
    >
      <TextInput source="title" fullWidth />
      <SlugInput
        fullWidth={false}
        readOnly={fixed}
        helperText={fixed ? 'resources.static-pages.helpers.slug_fixed' : 'resources.static-pages.helpers.slug'}
      />
      <RichTextInput source="body" fullWidth />
      <BooleanInput
        source="visible"
        readOnly={fixed}
        helperText={fixed ? 'resources.static-pages.helpers.visible_fixed' : 'resources.static-pages.helpers.visible'}
      />
    </SchemaForm>
  );
}

const StaticPageTitle = () => {
  const page = useRecordContext<StaticPage>();
  return <span>{page?.title ?? ''}</span>;
};

const StaticPageEdit = () => (
  <Edit mutationMode="pessimistic" title={<StaticPageTitle />}>
    <StaticPageForm />
  </Edit>
);

const StaticPageCreate = () => (
  <Create redirect="list">
    <StaticPageForm />
  </Create>
);

export default { list: StaticPageList, edit: StaticPageEdit, create: StaticPageCreate };
