import { PUBLICATION_STATUSES, publicationStatusLabels } from '@portal/shared/admin-catalogue';
import { PRODUCT_MAX_ATTACHMENTS, PRODUCT_MAX_IMAGES } from '@portal/shared/admin-files';
import { ProductInputSchema } from '@portal/shared/admin-products';
import { demandTypeLabel, OFFERED_DEMAND_TYPES } from '@portal/shared/products';
import {
  CheckboxGroupInput,
  FunctionField,
  NumberField,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { DayField } from '../../components/DayField.tsx';
import { DecimalInput } from '../../components/DecimalInput.tsx';
import { CountField, FollowersField } from '../../components/FollowersField.tsx';
import { formViews, SchemaForm } from '../../components/FormViews.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { RichTextInput } from '../../components/RichTextInput.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { DayInput, MomentInput } from '../../components/VietnameseDateInputs.tsx';
import { FilesInput, nq57Choices, OptionalText } from './catalogue-inputs.tsx';

/**
 * Sản phẩm, giải pháp KH&CN: the catalogue the portal's /products shows once published. The form
 * checks ProductInputSchema, the server's own schema.
 */

export const statusChoices = PUBLICATION_STATUSES.map((id) => ({ id, name: publicationStatusLabels[id] }));
const demandChoices = OFFERED_DEMAND_TYPES.map((id) => ({ id, name: demandTypeLabel(id) }));
const readinessChoices = Array.from({ length: 9 }, (_, index) => ({ id: index + 1, name: `TRL ${index + 1}` }));

const filters = [
  searchFilter('Tìm theo tên, tóm tắt, tổ chức'),
  <TextInput key="field" source="field" label="resources.products.fields.field" />,
  <SelectInput key="status" source="status" choices={statusChoices} label="resources.products.fields.status" />,
  <SelectInput
    key="demand_type"
    source="demand_type"
    choices={demandChoices}
    label="resources.products.fields.demand_types"
  />,
  <SelectInput
    key="readiness_level"
    source="readiness_level"
    choices={readinessChoices}
    label="resources.products.fields.readiness_level"
  />,
];

type ProductRecord = { id: number; name: string; field: string; status: keyof typeof publicationStatusLabels };

const ProductList = () => (
  <RecordList<ProductRecord>
    filters={filters}
    sort={{ field: 'updated_at', order: 'DESC' }}
    create
    primaryText={(product) => product.name}
    secondaryText={(product) => product.field}
    tertiaryText={(product) => publicationStatusLabels[product.status]}
  >
    <TextField source="name" />
    <TextField source="field" />
    <NumberField source="readiness_level" locales="vi-VN" />
    <FunctionField<ProductRecord> source="status" render={(product) => publicationStatusLabels[product.status]} />
    <NumberField source="view_count" locales="vi-VN" />
    <NumberField source="followers" locales="vi-VN" sortable={false} />
    <NumberField source="interests" locales="vi-VN" sortable={false} />
    <NumberField source="interests_accepted" locales="vi-VN" sortable={false} />
    <DayField source="published_at" emptyText="—" />
    <DayField source="updated_at" />
  </RecordList>
);

/** The demand types staff may pick; a retired one (2) stays visible on an old product so it can be unticked. */
function DemandTypesInput() {
  const record = useRecordContext<{ demand_types?: number[] }>();
  const choices = record?.demand_types?.includes(2)
    ? [...demandChoices, { id: 2, name: `${demandTypeLabel(2)} (không còn sử dụng)` }]
    : demandChoices;
  return <CheckboxGroupInput source="demand_types" choices={choices} />;
}

function ProductForm() {
  return (
    <SchemaForm
      schema={ProductInputSchema}
      defaultValues={{
        status: 'draft',
        demand_types: [],
        nq57_groups: [],
        images: [],
        attachments: [],
        price: null,
        published_at: null,
        summary: '',
        description: '',
        owner_organisation: '',
        contact_name: '',
        contact_phone: '',
        contact_email: '',
      }}
    >
      <FollowersField />
      <CountField source="interests" />
      <CountField source="interests_accepted" />
      <TextInput source="name" fullWidth />
      <TextInput source="slug" fullWidth helperText="resources.products.helpers.slug" />
      <OptionalText source="summary" fullWidth multiline minRows={2} />
      <RichTextInput source="description" fullWidth />
      <TextInput source="field" fullWidth />
      <SelectInput source="readiness_level" choices={readinessChoices} />
      <DemandTypesInput />
      <DecimalInput source="price" helperText="resources.products.helpers.price" />
      <OptionalText source="owner_organisation" fullWidth />
      <OptionalText source="contact_name" fullWidth />
      <OptionalText source="contact_phone" />
      <OptionalText source="contact_email" fullWidth />
      <SelectInput source="status" choices={statusChoices} />
      <MomentInput source="published_at" helperText="resources.products.helpers.published_at" />
      {/* Hạn hiển thị: a day to come; the server checks it by its clock. */}
      <DayInput source="expires_at" helperText="resources.products.helpers.expires_at" />
      <CheckboxGroupInput source="nq57_groups" choices={nq57Choices} row={false} />
      <FilesInput
        source="images"
        label="Ảnh sản phẩm"
        kind="image"
        folder="products"
        accept="image/jpeg,image/png,image/webp"
        helperText={`JPG, PNG, WebP tối đa 5 MB; tối đa ${PRODUCT_MAX_IMAGES} ảnh.`}
      />
      <FilesInput
        source="attachments"
        label="Tài liệu đính kèm"
        kind="attachment"
        folder="products"
        accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.jpg,.jpeg,.png"
        helperText={`PDF, Word, Excel, PowerPoint, OpenDocument, ảnh tối đa 20 MB; tối đa ${PRODUCT_MAX_ATTACHMENTS} tệp.`}
      />
    </SchemaForm>
  );
}

export default {
  list: ProductList,
  ...formViews(ProductForm),
};
