import { NullableBooleanInput } from 'react-admin';

/**
 * The list filter on whether the portal shows a record: all, shown or hidden, in the words of the
 * resource's own messages (`fields.visible`, `shown`, `hidden`).
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
