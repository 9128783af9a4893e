import { Children, type ComponentType, cloneElement, isValidElement, type ReactNode, useMemo } from 'react';
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

type Schema = Parameters<typeof schemaResolver>[0];

/** The fields the schema refuses when left empty: those a person must fill in. */
function requiredFields(schema: Schema): Set<string> {
  const checked = (
    schema as { safeParse?: (value: unknown) => { error?: { issues: { path: PropertyKey[] }[] } } }
  ).safeParse?.({});
  return new Set((checked?.error?.issues ?? []).map((issue) => String(issue.path[0] ?? '')).filter(Boolean));
}

type InputProps = { source?: string; children?: ReactNode; isRequired?: boolean };

/** Marks each input (at any depth) of a field the schema requires, so that its label carries the "*". */
function markRequired(children: ReactNode, required: Set<string>): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement<InputProps>(child)) return child;
    const { source, children: inner } = child.props;
    const marked = typeof source === 'string' && required.has(source) ? { isRequired: true } : {};
    return inner === undefined || typeof inner === 'function'
      ? cloneElement(child, marked)
      : cloneElement(child, marked, markRequired(inner, required));
  });
}

/**
 * A resource's one form, checked by the server's own zod schema (so its messages are the server's),
 * that asks before staff leave it with changes unsaved. The labels of the fields the schema
 * requires carry the "*".
 */
export function SchemaForm({ schema, children, ...props }: Omit<SimpleFormProps, 'resolver'> & { schema: Schema }) {
  const resolver = useMemo(() => schemaResolver(schema), [schema]);
  const required = useMemo(() => requiredFields(schema), [schema]);
  return (
    <SimpleForm warnWhenUnsavedChanges resolver={resolver} {...props}>
      {markRequired(children, required)}
    </SimpleForm>
  );
}
