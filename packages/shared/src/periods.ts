/**
 * Reporting periods of the monitoring indicators ('2025-Q1', '2025-H1', '2025-06', '2025') and
 * progress towards a target. No zod here: the monitoring page imports this without the contract.
 */
const PERIOD = /^(\d{4})(?:-(Q[1-4]|H[12]|0[1-9]|1[0-2]))?$/;

/** Quarters are written in Roman numerals, as the news and the department's reports write them. */
const QUARTERS = { Q1: 'I', Q2: 'II', Q3: 'III', Q4: 'IV' } as const;

/**
 * A period as people read it: '2025-Q1' → 'Quý I/2025', '2025-H1' → '6 tháng đầu năm 2025',
 * '2025-06' → 'Tháng 6/2025', '2025' → 'Năm 2025'. Anything else is shown as it is.
 * `inSentence` writes it for the middle of a sentence ("Số liệu quý I/2025", "… tháng 6/2025").
 */
export function formatPeriod(period: string, { inSentence = false }: { inSentence?: boolean } = {}): string {
  const match = PERIOD.exec(period);
  if (!match) return period;
  const [, year, part] = match;
  let text: string;
  if (!part) text = `Năm ${year}`;
  else if (part.startsWith('Q')) text = `Quý ${QUARTERS[part as keyof typeof QUARTERS]}/${year}`;
  else if (part === 'H1') text = `6 tháng đầu năm ${year}`;
  else if (part === 'H2') text = `6 tháng cuối năm ${year}`;
  else text = `Tháng ${Number(part)}/${year}`;
  return inSentence ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * Orders periods in time by the month they end in: a quarter after its months, a year after
 * its fourth quarter. Plain text order would put '2025' before '2025-Q1'.
 */
export function comparePeriods(a: string, b: string): number {
  return periodEnd(a) - periodEnd(b) || a.localeCompare(b);
}

function periodEnd(period: string): number {
  const match = PERIOD.exec(period);
  if (!match) return Number.MAX_SAFE_INTEGER;
  const [, year, part] = match;
  let month = 12;
  if (part?.startsWith('Q')) month = Number(part.slice(1)) * 3;
  else if (part?.startsWith('H')) month = Number(part.slice(1)) * 6;
  else if (part) month = Number(part);
  // Among periods ending in the same month, the shorter one first (June, Q2, H1).
  const length = !part ? 12 : part.startsWith('H') ? 6 : part.startsWith('Q') ? 3 : 1;
  return Number(year) * 1000 + month * 10 + length;
}

/** Latest value as a share of the target, in percent rounded to 0.1; null without a value or target. */
export function progressOf(latest: number | undefined, target: number): number | null {
  if (latest === undefined || !Number.isFinite(target) || target === 0) return null;
  return Math.round((latest / target) * 1000) / 10;
}
