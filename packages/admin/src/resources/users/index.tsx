import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Box, Chip, Typography } from '@mui/material';
import { type AdminUser, UpdateUserInputSchema } from '@portal/shared/admin-people';
import { adminApi } from '@portal/shared/api/admin';
import { userFieldLabels } from '@portal/shared/field-labels';
import { formatDateTime } from '@portal/shared/format';
import { USER_ROLES, type UserRole, userRoleLabels } from '@portal/shared/roles';
import { Fragment } from 'react';
import {
  Edit,
  FunctionField,
  NullableBooleanInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { BackToList } from '../../components/BackToList.tsx';
import { ConfirmActionButton } from '../../components/ConfirmActionButton.tsx';
import { DayField } from '../../components/DayField.tsx';
import { SchemaForm, saveOnlyToolbar } from '../../components/FormViews.tsx';
import { RecordList } from '../../components/RecordList.tsx';
import { searchFilter } from '../../components/SearchFilter.tsx';

/**
 * Người dùng: admins change an account's role and name, lock and unlock it, and turn its
 * two-factor off. The citizen ID is shown masked exactly as the API gives it (last 4 digits).
 */

const roleChoices = USER_ROLES.map((role) => ({ id: role, name: userRoleLabels[role] }));
const roleLabel = (role: UserRole) => userRoleLabels[role] ?? role;
const yesNo = (value: boolean) => (value ? 'Có' : 'Không');

/** A declared citizen ID that a VNeID-verified identity proved is someone else's: staff look into it. */
const DISPUTED = userFieldLabels.citizen_pid_disputed;

const filters = [
  searchFilter('Tìm theo email, họ tên'),
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn emptyText="Tất cả" />,
  <NullableBooleanInput
    key="locked"
    source="locked"
    nullLabel="Tất cả"
    trueLabel="Đã khóa"
    falseLabel="Đang hoạt động"
  />,
  <NullableBooleanInput
    key="citizen_pid_disputed"
    source="citizen_pid_disputed"
    nullLabel="Tất cả"
    trueLabel={DISPUTED}
    falseLabel="Không tranh chấp"
  />,
  <NullableBooleanInput
    key="two_factor"
    source="two_factor"
    nullLabel="Tất cả"
    trueLabel="Đã bật"
    falseLabel="Chưa bật"
  />,
];

const stateOf = (user: AdminUser) =>
  [user.locked ? 'Đã khóa' : 'Đang hoạt động', user.citizen_pid_disputed ? DISPUTED : null].filter(Boolean).join(' · ');

/** The masked citizen ID, with the dispute flag beside it when there is one. */
const citizenPidOf = (user: AdminUser) => (
  <>
    {user.citizen_pid_masked ?? '—'}
    {user.citizen_pid_disputed && <Chip label={DISPUTED} color="warning" size="small" sx={{ ml: 1 }} />}
  </>
);

const UserList = () => (
  <RecordList<AdminUser>
    filters={filters}
    sort={{ field: 'created_at', order: 'DESC' }}
    sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    primaryText={(user) => user.full_name || user.email}
    secondaryText={(user) => `${user.email} · ${roleLabel(user.role)}`}
    tertiaryText={stateOf}
  >
    <TextField source="id" />
    <TextField source="email" />
    <TextField source="full_name" emptyText="—" />
    <FunctionField<AdminUser> source="role" render={(user) => roleLabel(user.role)} />
    <FunctionField<AdminUser> source="citizen_pid_masked" sortable={false} render={citizenPidOf} />
    <FunctionField<AdminUser> source="two_factor" sortable={false} render={(user) => yesNo(user.two_factor)} />
    <FunctionField<AdminUser> source="locked" sortBy="disabled_at" render={stateOf} />
    <DayField source="created_at" />
  </RecordList>
);

/** Khóa / Mở khóa / Đặt lại xác thực hai bước, each behind a confirmation. */
function UserActions() {
  const user = useRecordContext<AdminUser>();
  if (!user)
    return (
      <TopToolbar>
        <BackToList resource="users" />
      </TopToolbar>
    );
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignContent: 'flex-end' }}>
      <BackToList resource="users" />
      {user.locked ? (
        <ConfirmActionButton
          action={adminApi.users.unlock}
          label="Mở khóa"
          title="Mở khóa tài khoản?"
          content={`Tài khoản ${user.email} sẽ đăng nhập lại được.`}
          success="Đã mở khóa tài khoản"
          icon={<LockOpenIcon />}
        />
      ) : (
        <ConfirmActionButton
          action={adminApi.users.lock}
          label="Khóa"
          title="Khóa tài khoản?"
          content={`Tài khoản ${user.email} sẽ không đăng nhập được và mọi phiên đăng nhập hiện có bị thu hồi.`}
          success="Đã khóa tài khoản"
          color="error"
          icon={<LockIcon />}
        />
      )}
      <ConfirmActionButton
        action={adminApi.users.resetTwoFactor}
        label="Đặt lại xác thực hai bước"
        title="Đặt lại xác thực hai bước?"
        content={`Xác thực hai bước của ${user.email} sẽ bị tắt; người dùng nhận thư báo và cần bật lại.`}
        success="Đã tắt xác thực hai bước"
        color="warning"
        icon={<PhonelinkEraseIcon />}
        disabled={!user.two_factor}
      />
    </TopToolbar>
  );
}

/** Read-only facts about the account beside the form. */
function UserFacts() {
  const user = useRecordContext<AdminUser>();
  if (!user) return null;
  const facts: [keyof AdminUser, string][] = [
    ['email', user.email],
    ['citizen_pid_masked', user.citizen_pid_masked ?? '—'],
    ['citizen_pid_verified', yesNo(user.citizen_pid_verified)],
    [
      'citizen_pid_disputed',
      user.citizen_pid_disputed
        ? 'Có: VNeID đã xác thực số này cho một tài khoản khác; số khai báo ở tài khoản này cần được kiểm tra'
        : 'Không',
    ],
    ['locked', user.locked ? `Có (từ ${formatDateTime(user.disabled_at ?? '')})` : 'Không'],
    ['locked_until', user.locked_until ? formatDateTime(user.locked_until) : '—'],
    ['two_factor', yesNo(user.two_factor)],
    ['vneid_linked', yesNo(user.vneid_linked)],
    ['must_change_password', yesNo(user.must_change_password)],
    ['consent_at', user.consent_at ? formatDateTime(user.consent_at) : '—'],
    ['created_at', formatDateTime(user.created_at)],
  ];
  // A list of terms and their values: react-admin's Labeled shows no label over a plain element,
  // which left seven bare values ("Không", "—", …) on this page.
  return (
    <Box
      component="dl"
      aria-label="Thông tin tài khoản"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0, mb: 2 }}
    >
      {facts.map(([field, value]) => (
        <Fragment key={field}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {userFieldLabels[field]}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

const UserEdit = () => (
  <Edit mutationMode="pessimistic" actions={<UserActions />}>
    <SchemaForm schema={UpdateUserInputSchema} toolbar={saveOnlyToolbar}>
      <UserFacts />
      <TextInput source="full_name" fullWidth />
      <SelectInput source="role" choices={roleChoices} />
    </SchemaForm>
  </Edit>
);

export default {
  list: UserList,
  edit: UserEdit,
};
