import BlockIcon from '@mui/icons-material/Block';
import SendIcon from '@mui/icons-material/Send';
import { adminApi } from '@portal/shared/api/admin';
import { formatDateTime } from '@portal/shared/format';
import {
  type AdminInvitation,
  CreateInvitationInputSchema,
  INVITATION_STATES,
  INVITATION_TTL_HOURS,
  invitationMessages,
  invitationStateLabels,
  STAFF_ROLES,
  staffRoleLabel,
} from '@portal/shared/staff-invitations';
import { Create, FunctionField, SelectInput, SimpleForm, TextField, TextInput, useRecordContext } from 'react-admin';
import { ConfirmActionButton } from '../../components/ConfirmActionButton.tsx';
import { DayField } from '../../components/DayField.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';
import { schemaResolver } from '../../components/schemaResolver.ts';

/**
 * Mời cán bộ: staff accounts are made by invitation. The admin invites a name and an
 * e-mail with a staff role; the person receives a single-use link, valid for
 * INVITATION_TTL_HOURS, to set a password and two-factor. Open invitations can be re-sent or revoked.
 */

const roleChoices = STAFF_ROLES.map((role) => ({ id: role, name: staffRoleLabel(role) }));
const stateChoices = INVITATION_STATES.map((state) => ({ id: state, name: invitationStateLabels[state] }));

const filters = [
  searchFilter('Tìm theo email, họ tên'),
  <SelectInput key="state" source="state" choices={stateChoices} alwaysOn emptyText="Tất cả" />,
  <SelectInput key="role" source="role" choices={roleChoices} emptyText="Tất cả" />,
];

/** Gửi lại / Thu hồi, for an invitation still open (pending or expired). */
function InvitationActions() {
  const invitation = useRecordContext<AdminInvitation>();
  if (!invitation || invitation.state === 'accepted' || invitation.state === 'revoked') return null;
  return (
    // Inside a clickable row: the buttons' clicks are theirs alone.
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only stops the row's click from bubbling; the buttons inside are the controls.
    <span onClick={(event) => event.stopPropagation()}>
      <ConfirmActionButton
        action={adminApi.staffInvitations.resend}
        label="Gửi lại"
        title="Gửi lại lời mời?"
        content={`Một đường dẫn mới, có hiệu lực ${INVITATION_TTL_HOURS} giờ, sẽ được gửi tới ${invitation.email}; đường dẫn đã gửi trước đó không còn dùng được.`}
        success={invitationMessages.resent}
        icon={<SendIcon />}
      />
      <ConfirmActionButton
        action={adminApi.staffInvitations.revoke}
        label="Thu hồi"
        title="Thu hồi lời mời?"
        content={`Đường dẫn đã gửi tới ${invitation.email} sẽ không còn dùng được.`}
        success={invitationMessages.revokedDone}
        color="error"
        icon={<BlockIcon />}
      />
    </span>
  );
}

const stateOf = (invitation: AdminInvitation) => invitationStateLabels[invitation.state];

const InvitationList = () => (
  <RecordList<AdminInvitation>
    filters={filters}
    create
    sort={{ field: 'created_at', order: 'DESC' }}
    sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    primaryText={(invitation) => invitation.full_name}
    secondaryText={(invitation) => `${invitation.email} · ${staffRoleLabel(invitation.role)}`}
    tertiaryText={stateOf}
    link={false}
  >
    <TextField source="full_name" />
    <TextField source="email" />
    <FunctionField<AdminInvitation> source="role" render={(invitation) => staffRoleLabel(invitation.role)} />
    <FunctionField<AdminInvitation> source="state" sortable={false} render={stateOf} />
    <FunctionField<AdminInvitation>
      source="expires_at"
      render={(invitation) => formatDateTime(invitation.expires_at)}
    />
    <DayField source="created_at" />
    <FunctionField label="Thao tác" render={() => <InvitationActions />} />
  </RecordList>
);

const resolver = schemaResolver(CreateInvitationInputSchema);

const InvitationCreate = () => (
  <Create redirect="list" title="Mời cán bộ">
    <SimpleForm resolver={resolver} defaultValues={{ full_name: '', email: '', role: 'editor' }}>
      <TextInput source="full_name" fullWidth />
      {/* Checked by the schema, in Vietnamese: not by the browser's own tooltip (type="email"). */}
      <TextInput source="email" fullWidth slotProps={{ htmlInput: { inputMode: 'email' } }} />
      {/* Every invitation has a role: no empty choice. */}
      <SelectInput source="role" choices={roleChoices} isRequired />
    </SimpleForm>
  </Create>
);

export default {
  list: InvitationList,
  create: InvitationCreate,
};
