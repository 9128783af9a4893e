/**
 * The shape of the portal's demo content (docs/DOMAIN.md, "Entities"). The seed turns these into
 * tables and seeds them on first start. Dates are ISO strings (yyyy-mm-dd) in 2025–2026.
 * Task groups of Resolution 57 used to tag content (`nq57Groups`): numbers 1–7 of NQ57_GROUPS.
 */
// The names live in the shared contract: the monitoring page shows them too.
export { NQ57_GROUPS } from '@portal/shared/monitoring';

export interface DemoCategory {
  slug: string;
  name: string;
  order: number;
}

export interface DemoPost {
  slug: string;
  categorySlug: string;
  title: string;
  summary: string;
  /** Rich HTML: only p, h2, h3, ul, ol, li, strong, em, blockquote, a[href], table/thead/tbody/tr/th/td. */
  body: string;
  author: string;
  source: string;
  tags: string[];
  featured: boolean;
  publishedAt: string;
  nq57Groups: number[];
}

export type DemandType = 1 | 2 | 3 | 4 | 5;

export interface DemoProduct {
  slug: string;
  name: string;
  summary: string;
  /** Rich HTML as for posts. */
  description: string;
  field: string;
  /** Technology readiness level 1–9. */
  readinessLevel: number;
  ownerOrganisation: string;
  demandTypes: DemandType[];
  /** A price in VND, or null for "Liên hệ". */
  price: number | null;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  publishedAt: string;
  nq57Groups: number[];
}

export interface DemoSolution {
  title: string;
  organisation: string;
  summary: string;
  approved: boolean;
}

export interface DemoBigProblem {
  slug: string;
  title: string;
  field: string;
  orderingBody: string;
  /** Rich HTML. */
  description: string;
  requirements: string;
  expectedResults: string;
  budgetRange: string;
  deadline: string;
  status: 'open' | 'closed' | 'solved';
  solutions: DemoSolution[];
  nq57Groups: number[];
}

export interface DemoIndicator {
  code: string;
  name: string;
  unit: string;
  target: number;
  targetYear: number;
  source: string;
  nq57Group: number;
  /** Values per period, e.g. { period: '2025-Q1', value: 12.5 }. */
  values: { period: string; value: number }[];
}

export interface DemoDocument {
  number: string;
  title: string;
  type:
    | 'Luật'
    | 'Nghị định'
    | 'Nghị quyết'
    | 'Quyết định'
    | 'Kế hoạch'
    | 'Thông tư'
    | 'Hướng dẫn'
    | 'Báo cáo'
    | 'Công văn';
  issuingBody: string;
  signer: string;
  issuedAt: string;
  effectiveAt: string;
  /** 'active' (còn hiệu lực), 'expired' (hết hiệu lực), 'amended' (được sửa đổi, bổ sung). */
  validity: 'active' | 'expired' | 'amended';
  field: string;
  summary: string;
  internal: boolean;
  /** An evaluation report shown on /report-monitor. */
  isReport: boolean;
}

export interface DemoFaq {
  topic: string;
  question: string;
  /** Rich HTML. */
  answer: string;
  order: number;
}

export interface DemoStaticPage {
  slug: 'introduce' | 'propose-introduce';
  title: string;
  /** Rich HTML. */
  body: string;
}
