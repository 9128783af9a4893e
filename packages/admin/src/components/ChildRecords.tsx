import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import {
  DeleteButton,
  type Identifier,
  LinkBase,
  Pagination,
  type RaRecord,
  ReferenceManyField,
  SaveButton,
  type SortPayload,
  Toolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';

/**
 * Records that belong to another one (a big problem's solutions, an indicator's values by period):
 * the panel under the parent's form that lists them with a button to add one, and, on the child's
 * own form, saving and deleting that lead back to the parent.
 */

export interface ChildRecordsPanelProps {
  /** The panel's heading. */
  title: string;
  /** The children's resource and the field that holds the parent's id. */
  reference: string;
  target: string;
  /** The add button's label (a translation key). */
  addLabel: string;
  sort: SortPayload;
  /** Rows a page: the first is the default. */
  rowsPerPageOptions: [number, ...number[]];
  /** What the panel says when there is none yet. */
  emptyText: string;
  /** The Datagrid of the children. */
  children: ReactElement;
}

/** The shown record's children, with a button that opens a new one already tied to it. */
export function ChildRecordsPanel({
  title,
  reference,
  target,
  addLabel,
  sort,
  rowsPerPageOptions,
  emptyText,
  children,
}: ChildRecordsPanelProps) {
  const record = useRecordContext<{ id: Identifier }>();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {/* In words at every width, a 44 px target (react-admin's Button is a bare icon on a phone). */}
        <Button
          // Without a router link the button would be an anchor with no address.
          component={LinkBase}
          variant="outlined"
          startIcon={<AddIcon />}
          sx={{ minHeight: 44 }}
          to={createPath({ resource: reference, type: 'create' })}
          // The create form starts with the parent filled in.
          state={{ record: { [target]: record.id } }}
        >
          {translate(addLabel, { _: addLabel })}
        </Button>
      </Box>
      <ReferenceManyField
        reference={reference}
        target={target}
        sort={sort}
        perPage={rowsPerPageOptions[0]}
        pagination={<Pagination rowsPerPageOptions={rowsPerPageOptions} />}
        empty={
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {emptyText}
          </Typography>
        }
      >
        {children}
      </ReferenceManyField>
    </Box>
  );
}

/**
 * Where saving or deleting a child leads: its parent's page (`<parent>/<id>`), else `otherwise`.
 * A react-admin redirect function.
 */
export const backToParent =
  (parent: string, field: string, otherwise: string) =>
  (_resource?: string, _id?: Identifier, data?: Partial<RaRecord>) =>
    data?.[field] ? `${parent}/${data[field]}` : otherwise;

/** The child's form toolbar: "Lưu", and "Xóa" (confirmed first) that goes back to the parent. */
export const ChildRecordToolbar = ({ redirect }: { redirect: ReturnType<typeof backToParent> }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={redirect} />
  </Toolbar>
);
