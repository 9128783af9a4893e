import { formatClock } from '@portal/shared/vietnam-time';
import { useEffect, useState } from 'react';

/** The header's live clock: updates every second, Vietnam's 12-hour time (SA/CH) and weekday whatever the browser's zone. */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className="header-clock" dateTime={now.toISOString()} data-testid="clock">
      {formatClock(now)}
    </time>
  );
}
