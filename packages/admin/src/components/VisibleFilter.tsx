import { FunctionField, NullableBooleanInput, useResourceContext, useTranslate } from 'react-admin';

/**
 * Whether the portal shows a record, in the words of the resource's own messages
 * (`fields.visible`, `shown`, `hidden`): the list filter, the column and the phone's line.
 */
export const visibleFilter = (resource: string) => (
  <NullableBooleanInput
    key="visible"
    source="visible"
    label={`resources.${resource}.fields.visible`}
    nullLabel="Tất cả"
    trueLabel={`resources.${resource}.shown`}
    falseLabel={`resources.${resource}.hidden`}
  />
);

/** "Đang hiển thị" or "Đang ẩn" (the resource's `shown` and `hidden`) for a record. */
export function useVisibleText(resource: string) {
  const translate = useTranslate();
  return (record: { visible: boolean }) => translate(`resources.${resource}.${record.visible ? 'shown' : 'hidden'}`);
}

/** The list's column of whether the portal shows the record (`source="visible"` names its header). */
export function VisibleField(props: { source: 'visible'; sortable?: boolean }) {
  const text = useVisibleText(useResourceContext() ?? '');
  return <FunctionField<{ visible: boolean }> {...props} render={text} />;
}
