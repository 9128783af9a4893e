import { type ComponentType, type ReactNode, useMemo } from 'react';
import {
  Create,
  Edit,
  type RedirectionSideEffect,
  SaveButton,
  SimpleForm,
  type SimpleFormProps,
  Toolbar,
} from 'react-admin';
import { schemaResolver } from './schemaResolver.ts';

export interface FormViewsOptions {
  /**
   * Where saving leads. Unset: a new record opens in its edit view and a saved one goes back to
   * the list (react-admin's default for edit).
   */
  redirect?: RedirectionSideEffect;
  /** What the edit view shows under the form (a ChildRecordsPanel). */
  belowEdit?: ReactNode;
}

/**
 * A resource's edit and create views around its one form. Editing is pessimistic: the server's
 * answer (a 422 under its fields, a slug already taken) reaches the form before it closes, and
 * deleting asks for confirmation first.
 */
export function formViews(Form: ComponentType, { redirect, belowEdit }: FormViewsOptions = {}) {
  const FormEdit = () => (
    <Edit mutationMode="pessimistic" redirect={redirect}>
      <Form />
      {belowEdit}
    </Edit>
  );
  const FormCreate = () => (
    <Create redirect={redirect ?? 'edit'}>
      <Form />
    </Create>
  );
  return { edit: FormEdit, create: FormCreate };
}

/** The toolbar of a form whose record is never deleted from here: "Lưu" only. */
export const saveOnlyToolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * A resource's one form, checked by the server's own zod schema (so its messages are the server's),
 * that asks before staff leave it with changes unsaved.
 */
export function SchemaForm({
  schema,
  ...props
}: Omit<SimpleFormProps, 'resolver'> & { schema: Parameters<typeof schemaResolver>[0] }) {
  const resolver = useMemo(() => schemaResolver(schema), [schema]);
  return <SimpleForm warnWhenUnsavedChanges resolver={resolver} {...props} />;
}
