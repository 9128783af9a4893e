import { Alert, Card, CardContent, Button as MuiButton, Typography } from '@mui/material';
import { SettingsInputSchema } from '@portal/shared/admin-content';
import { adminApi } from '@portal/shared/api/admin';
import { DEADLINE_QUEUES, deadlineSettingKey, type Settings } from '@portal/shared/settings';
import { useCallback, useEffect, useState } from 'react';
import { BooleanInput, NumberInput, SimpleForm, TextInput, Title, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { saveOnlyToolbar } from '../../components/FormViews.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { schemaResolver } from '../../components/schemaResolver.ts';
import { callApi } from '../../providers/http.ts';
import { AppearanceInputs } from './Appearance.tsx';
import { DemoRemoval } from './DemoRemoval.tsx';
import { HomePageInputs } from './HomePage.tsx';
import { MenuInputs } from './Menus.tsx';
import { saveSettings } from './save-settings.ts';

/**
 * Cấu hình cổng (administration): one record, adminApi.settings `get` and `update` (no id in the URL, so
 * this is a screen of its own at /admin/settings rather than react-admin's Edit): the Hỏi đáp and
 * Liên hệ switches, VNeID sign-in, the site's name, its look (Appearance.tsx) and the footer's data.
 */

const resolver = schemaResolver(SettingsInputSchema);

type SettingsRecord = Settings & { id: 'settings' };

function SettingsScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const [settings, setSettings] = useState<SettingsRecord | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailure(null);
    callApi(adminApi.settings.get)
      .then(setSettings)
      .catch((error: unknown) =>
        setFailure(error instanceof Error ? error.message : translate('resources.settings.load_failed')),
      );
  }, [translate]);
  useEffect(load, []);

  async function save(values: FieldValues) {
    const { record, errors } = await saveSettings(values, notify, 'resources.settings.saved');
    if (record) setSettings(record);
    return errors;
  }

  return (
    <>
      <Title title="resources.settings.name" />
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
      ) : !settings ? (
        <LoadingScreen />
      ) : (
        <Card sx={{ mt: 2 }}>
          <CardContent sx={{ pb: 0 }}>
            <Typography variant="h6" component="h2">
              {translate('resources.settings.sections.features')}
            </Typography>
          </CardContent>
          <SimpleForm
            warnWhenUnsavedChanges
            key={JSON.stringify(settings)}
            record={settings}
            onSubmit={save}
            resolver={resolver}
            // The settings are never deleted: Lưu only.
            toolbar={saveOnlyToolbar}
          >
            <BooleanInput source="question_and_answer" helperText="resources.settings.helpers.question_and_answer" />
            <BooleanInput source="contact" helperText="resources.settings.helpers.contact" />
            <BooleanInput source="vneid_enabled" helperText="resources.settings.helpers.vneid_enabled" />
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {translate('resources.settings.sections.site')}
            </Typography>
            <TextInput source="site_name" fullWidth />
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {translate('resources.settings.sections.appearance')}
            </Typography>
            <AppearanceInputs />
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {translate('resources.settings.sections.home')}
            </Typography>
            <HomePageInputs />
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {translate('resources.settings.sections.menus')}
            </Typography>
            <MenuInputs />
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {translate('resources.settings.sections.footer')}
            </Typography>
            <TextInput source="managing_agency" fullWidth />
            <TextInput source="address" fullWidth />
            <TextInput source="phone" fullWidth />
            <TextInput source="email" fullWidth slotProps={{ htmlInput: { inputMode: 'email' } }} />
            <TextInput source="partner" fullWidth />
            <TextInput source="facebook_url" fullWidth helperText="resources.settings.helpers.url" />
            <TextInput source="youtube_url" fullWidth helperText="resources.settings.helpers.url" />
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {translate('resources.settings.sections.deadlines')}
            </Typography>
            {DEADLINE_QUEUES.map((queue) => (
              <NumberInput
                key={queue}
                source={deadlineSettingKey(queue)}
                min={1}
                max={365}
                step={1}
                helperText="resources.settings.helpers.deadline"
              />
            ))}
          </SimpleForm>
        </Card>
      )}
      {settings ? <DemoRemoval /> : null}
    </>
  );
}

export default { list: SettingsScreen };
