import { Alert, Card, CardContent, Button as MuiButton, Typography } from '@mui/material';
import { SettingsInputSchema } from '@portal/shared/admin-content';
import { adminApi } from '@portal/shared/api/admin';
import { PROVINCES, provinceNames, provinceTitle } from '@portal/shared/provinces';
import type { Settings } from '@portal/shared/settings';
import { type SetupStep, setupStepLabels } from '@portal/shared/setup';
import { useCallback, useEffect, useState } from 'react';
import {
  BooleanInput,
  Link,
  ResourceContextProvider,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  useNotify,
  useTranslate,
} from 'react-admin';
import { type FieldValues, type Resolver, useFormContext } from 'react-hook-form';
import { saveOnlyToolbar } from '../../components/FormViews.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { schemaResolver } from '../../components/schemaResolver.ts';
import { callApi } from '../../providers/http.ts';
import { AppearanceInputs } from '../settings/Appearance.tsx';
import { saveSettings } from '../settings/save-settings.ts';

/**
 * Thiết lập ban đầu (administrators): a department's first run in a few steps on one page — its
 * province or city (the 34 of Resolution 202/2025/QH15) and the names that follow, its contacts,
 * its logo and colours, VNeID, then its colleagues and the administrator's own account. What is
 * still missing is listed at the top, and on the dashboard until nothing is.
 */

const settingsResolver = schemaResolver(SettingsInputSchema);
/** The province is the page's helper, not a setting (the server refuses keys it does not know). */
const resolver: Resolver = (values, context, options) => {
  const { province: _province, ...settings } = values;
  return settingsResolver(settings, context, options);
};
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('vi') + text.slice(1);
const provinceChoices = PROVINCES.map((province) => ({
  id: province.name,
  name: capitalised(provinceTitle(province)),
}));
/** The province whose department the settings name, so that the page shows what was chosen. */
const provinceOf = (agency: string) =>
  PROVINCES.find((province) => provinceNames(province).managing_agency === agency)?.name ?? '';

/** Picking a province writes the names that follow from it into the fields below, still editable. */
function ProvinceInput() {
  const { setValue } = useFormContext();
  return (
    <SelectInput
      source="province"
      choices={provinceChoices}
      label="resources.setup.province"
      helperText="resources.setup.province_help"
      onChange={(event) => {
        const province = PROVINCES.find((item) => item.name === event.target.value);
        if (!province) return;
        for (const [key, value] of Object.entries(provinceNames(province)))
          setValue(key, value, { shouldDirty: true, shouldValidate: true });
      }}
    />
  );
}

function Step({ number, title, children }: { number: number; title: string; children?: React.ReactNode }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
      {number}. {title}
      {children}
    </Typography>
  );
}

export function SetupPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [settings, setSettings] = useState<(Settings & { id: 'settings' }) | null>(null);
  const [missing, setMissing] = useState<SetupStep[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailure(null);
    Promise.all([callApi(adminApi.settings.get), callApi(adminApi.dashboard)])
      .then(([stored, dashboard]) => {
        setSettings(stored);
        setMissing(dashboard.setup ?? []);
      })
      .catch((error: unknown) =>
        setFailure(error instanceof Error ? error.message : translate('resources.setup.failed')),
      );
  }, [translate]);
  useEffect(load, []);

  async function save(values: FieldValues) {
    const { record, errors } = await saveSettings(values, notify, 'resources.setup.saved');
    // What is still missing follows from what was saved.
    if (record) load();
    return errors;
  }

  return (
    <>
      {/* The app bar shows the title as the page's h1 (layout/Layout.tsx). */}
      <Title title="resources.setup.name" />
      {failure ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <MuiButton color="inherit" size="small" onClick={load}>
              {translate('resources.settings.retry')}
            </MuiButton>
          }
        >
          {failure}
        </Alert>
      ) : !settings || !missing ? (
        <LoadingScreen />
      ) : (
        <>
          {missing.length === 0 ? (
            <Alert severity="success" sx={{ mt: 2 }}>
              {translate('resources.setup.complete')}
            </Alert>
          ) : (
            <Alert severity="info" sx={{ mt: 2 }}>
              {translate('resources.setup.missing')}
              <ul>
                {missing.map((step) => (
                  <li key={step}>{setupStepLabels[step]}</li>
                ))}
              </ul>
            </Alert>
          )}
          <Card sx={{ mt: 2 }}>
            {/* The fields are the settings' own: their labels and the server's checks. */}
            <ResourceContextProvider value="settings">
              <SimpleForm
                key={JSON.stringify(settings)}
                record={{ ...settings, province: provinceOf(settings.managing_agency) }}
                onSubmit={save}
                resolver={resolver}
                toolbar={saveOnlyToolbar}
                warnWhenUnsavedChanges
              >
                <Step number={1} title={translate('resources.setup.steps.department')} />
                <ProvinceInput />
                <TextInput source="managing_agency" fullWidth label="resources.settings.fields.managing_agency" />
                <TextInput
                  source="department_short_name"
                  fullWidth
                  label="resources.settings.fields.department_short_name"
                />
                <TextInput source="site_name" fullWidth label="resources.settings.fields.site_name" />
                <Step number={2} title={translate('resources.setup.steps.contacts')} />
                <TextInput source="address" fullWidth label="resources.settings.fields.address" />
                <TextInput source="phone" label="resources.settings.fields.phone" />
                <TextInput
                  source="email"
                  fullWidth
                  label="resources.settings.fields.email"
                  slotProps={{ htmlInput: { inputMode: 'email' } }}
                />
                <Step number={3} title={translate('resources.setup.steps.look')} />
                <AppearanceInputs names={false} />
                <Step number={4} title={translate('resources.setup.steps.vneid')} />
                <BooleanInput
                  source="vneid_enabled"
                  label="resources.settings.fields.vneid_enabled"
                  helperText="resources.settings.helpers.vneid_enabled"
                />
              </SimpleForm>
            </ResourceContextProvider>
          </Card>
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <Step number={5} title={translate('resources.setup.steps.staff')} />
              <Typography sx={{ my: 1 }}>{translate('resources.setup.staff_help')}</Typography>
              <MuiButton variant="outlined" component={Link} to="/staff-invitations/create">
                {translate('resources.setup.invite')}
              </MuiButton>
              <Step number={6} title={translate('resources.setup.steps.categories')} />
              <Typography sx={{ my: 1 }}>{translate('resources.setup.categories_help')}</Typography>
              <MuiButton variant="outlined" component={Link} to="/categories/create">
                {translate('resources.setup.create_category')}
              </MuiButton>
              <Step number={7} title={translate('resources.setup.steps.account')} />
              <Typography sx={{ my: 1 }}>{translate('resources.setup.account_help')}</Typography>
              <MuiButton variant="outlined" href="/profile">
                {translate('resources.setup.profile')}
              </MuiButton>
            </CardContent>
          </Card>
        </>
      )}
    </>
  );
}
