import { Chip } from '@mui/material';
import {
  ADMIN_POST_STATUSES,
  type AdminPost,
  type AdminPostStatus,
  adminPostStatusLabels,
  PostInputSchema,
} from '@portal/shared/admin-content';
import { formatDateTime } from '@portal/shared/format';
import {
  BooleanInput,
  BulkDeleteButton,
  Create,
  DeleteWithConfirmButton,
  Edit,
  FunctionField,
  Link,
  NullableBooleanInput,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  TextArrayInput,
  TextField,
  TextInput,
  Toolbar,
  useChoicesContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DayField } from '../../components/DayField.tsx';
import { SchemaForm } from '../../components/FormViews.tsx';
import { ImageUploadInput } from '../../components/ImageUploadInput.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { RichTextInput } from '../../components/RichTextInput.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { SlugInput } from '../../components/SlugInput.tsx';
import { MomentInput } from '../../components/VietnameseDateInputs.tsx';

/**
 * Tin bài: the portal's news. The form checks PostInputSchema (the server's own), the cover is
 * uploaded through adminApi.images, the body is rich text (sanitised by the server). A
 * post published with a future time shows as "Hẹn giờ đăng" and appears on the portal then.
 */

const statusChoices = ADMIN_POST_STATUSES.map((status) => ({ id: status, name: adminPostStatusLabels[status] }));
const groupChoices = [1, 2, 3, 4, 5, 6, 7].map((group) => ({ id: group, name: `Nhóm ${group}` }));

function StatusChip({ status, publishedAt }: { status: AdminPostStatus; publishedAt: string | null }) {
  const color = status === 'published' ? 'success' : status === 'scheduled' ? 'info' : 'default';
  const label =
    status === 'scheduled' && publishedAt
      ? `${adminPostStatusLabels.scheduled} · ${formatDateTime(publishedAt)}`
      : adminPostStatusLabels[status];
  return <Chip size="small" color={color} label={label} variant={status === 'hidden' ? 'outlined' : 'filled'} />;
}

function useFilters() {
  const translate = useTranslate();
  return [
    searchFilter(translate('resources.posts.search')),
    <ReferenceInput key="category_id" source="category_id" reference="categories" perPage={100} alwaysOn>
      <SelectInput optionText="name" label="resources.posts.fields.category_id" />
    </ReferenceInput>,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <NullableBooleanInput
      key="featured"
      source="featured"
      nullLabel="Tất cả"
      trueLabel="resources.posts.featured_yes"
      falseLabel="resources.posts.featured_no"
    />,
  ];
}

const PostList = () => (
  <RecordList<AdminPost>
    filters={useFilters()}
    sort={{ field: 'published_at', order: 'DESC' }}
    create
    primaryText={(post) => post.title}
    secondaryText={(post) => <StatusChip status={post.status} publishedAt={post.published_at} />}
    tertiaryText={(post) => (post.published_at ? formatDateTime(post.published_at) : '')}
    // Drafts only: the server refuses a post that was published, saying to hide it instead.
    bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
  >
    <TextField source="title" />
    <ReferenceField source="category_id" reference="categories" link={false} sortable={false} />
    <FunctionField<AdminPost>
      source="status"
      sortable={false}
      render={(post) => <StatusChip status={post.status} publishedAt={post.published_at} />}
    />
    <FunctionField<AdminPost> source="featured" sortable={false} render={(post) => (post.featured ? '★' : '')} />
    <DayField source="published_at" emptyText="—" />
    <NumberField source="view_count" locales="vi-VN" />
    <DayField source="updated_at" />
  </RecordList>
);

/** Only a draft can be deleted (the server refuses the others): the others are hidden through their status. */
function PostToolbar() {
  const post = useRecordContext<AdminPost>();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {post?.status === 'draft' ? <DeleteWithConfirmButton mutationMode="pessimistic" /> : null}
    </Toolbar>
  );
}

function PostForm() {
  return (
    <SchemaForm
      schema={PostInputSchema}
      toolbar={<PostToolbar />}
      defaultValues={{
        summary: '',
        body: '',
        cover_image: null,
        cover_alt: '',
        author: '',
        source: '',
        tags: [],
        nq57_groups: [],
        featured: false,
        status: 'draft',
        published_at: null,
      }}
    >
      <TextInput source="title" fullWidth />
      <SlugInput helperText="resources.posts.helpers.slug" placeholder="resources.posts.helpers.slug_placeholder" />
      <TextInput source="summary" fullWidth multiline minRows={2} />
      <RichTextInput source="body" fullWidth />
      <ImageUploadInput source="cover_image" label="resources.posts.fields.cover_image" texts="resources.posts.cover" />
      <TextInput source="cover_alt" fullWidth helperText="resources.posts.helpers.cover_alt" />
      <ReferenceInput source="category_id" reference="categories" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
        <CategorySelect />
      </ReferenceInput>
      <TextInput source="author" fullWidth />
      <TextInput source="source" fullWidth />
      <TextArrayInput source="tags" fullWidth helperText="resources.posts.helpers.tags" />
      <SelectArrayInput source="nq57_groups" choices={groupChoices} />
      <BooleanInput source="featured" />
      <SelectInput source="status" choices={statusChoices} helperText="resources.posts.helpers.status" />
      <MomentInput source="published_at" helperText="resources.posts.helpers.published_at" />
    </SchemaForm>
  );
}

/** A new installation has no category yet: the field says so and where to make the first one. */
function CategorySelect() {
  const translate = useTranslate();
  const { allChoices, isPending } = useChoicesContext();
  const none = !isPending && allChoices?.length === 0;
  return (
    <SelectInput
      optionText="name"
      label="resources.posts.fields.category_id"
      helperText={
        none ? (
          <>
            {translate('resources.posts.no_category')}{' '}
            <Link to="/categories/create">{translate('resources.posts.create_category')}</Link>
          </>
        ) : (
          false
        )
      }
    />
  );
}

const PostTitle = () => {
  const post = useRecordContext<AdminPost>();
  return <span>{post?.title ?? ''}</span>;
};

const PostEdit = () => (
  <Edit mutationMode="pessimistic" title={<PostTitle />}>
    <PostForm />
  </Edit>
);

const PostCreate = () => (
  <Create redirect="edit">
    <PostForm />
  </Create>
);

export default {
  list: PostList,
  edit: PostEdit,
  create: PostCreate,
};
