import { visitsApi } from '@portal/shared/api/content';
import type { Visits } from '@portal/shared/visits';
import { useEffect, useState } from 'react';
import { call } from '../lib/api.ts';

const COUNTED_KEY = 'visit-counted';

/** The footer's visit counter: a visit is counted once per browser session, then only read. */
export default function VisitCounter() {
  const [visits, setVisits] = useState<Visits | 'failed' | undefined>();

  useEffect(() => {
    let counted = false;
    try {
      counted = sessionStorage.getItem(COUNTED_KEY) === '1';
      sessionStorage.setItem(COUNTED_KEY, '1');
    } catch {
      // Without storage every page load reads the figures without counting.
      counted = true;
    }
    let active = true;
    call(counted ? visitsApi.read : visitsApi.count)
      .then((answer) => active && setVisits(answer.data))
      .catch(() => active && setVisits('failed'));
    return () => {
      active = false;
    };
  }, []);

  if (visits === 'failed') return null;
  const number = (value: number | undefined) => (value === undefined ? '…' : value.toLocaleString('vi-VN'));
  return (
    <p className="visit-counter" aria-live="polite" aria-busy={visits === undefined}>
      Lượt truy cập: <strong>{number(visits?.total)}</strong> · Hôm nay: <strong>{number(visits?.today)}</strong>
    </p>
  );
}
