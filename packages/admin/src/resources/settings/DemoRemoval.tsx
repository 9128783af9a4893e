import { Button, Card, CardContent, Typography } from '@mui/material';
import { adminApi } from '@portal/shared/api/admin';
import { useEffect, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { callApi } from '../../providers/http.ts';

/**
 * Dữ liệu mẫu: the demo out in one step (what `npm run demo -- --remove` does), after a
 * confirmation that says what goes and what stays. The department's own records stay. Shown only
 * while demo records are there: a portal installed without the demo, or with it taken out, has none.
 */
export function DemoRemoval() {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [records, setRecords] = useState<number | null>(null);

  useEffect(() => {
    callApi(adminApi.demo)
      .then((state) => setRecords(state.records))
      // Without the count, the card stays hidden: removing is never offered on a guess.
      .catch(() => setRecords(0));
  }, []);

  async function remove() {
    setBusy(true);
    try {
      const { removed } = await callApi(adminApi.removeDemo);
      const total = Object.values(removed).reduce((sum, count) => sum + count, 0);
      notify('resources.settings.demo.done', { type: 'success', messageArgs: { smart_count: total } });
      setRecords(0);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  if (!records) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('resources.settings.demo.title')}
        </Typography>
        <Typography sx={{ my: 1 }}>{translate('resources.settings.demo.text')}</Typography>
        <Button variant="outlined" color="error" onClick={() => setAsking(true)} disabled={busy}>
          {translate('resources.settings.demo.button')}
        </Button>
        <Confirm
          isOpen={asking}
          loading={busy}
          title="resources.settings.demo.confirm_title"
          content="resources.settings.demo.confirm"
          onConfirm={remove}
          onClose={() => setAsking(false)}
        />
      </CardContent>
    </Card>
  );
}
