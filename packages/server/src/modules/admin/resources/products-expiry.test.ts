import { productExpiryMessages } from '@portal/shared/admin-products';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../../db/schema/admin.ts';
import { products } from '../../../db/schema/catalogue.ts';
import { useStaffApp } from './staff-test-app.ts';

/** What the back office sends back on save: the record's own fields (expires_at as it came). */
const editable = (record: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
  name: record.name,
  slug: record.slug,
  summary: record.summary,
  description: record.description,
  field: record.field,
  readiness_level: record.readiness_level,
  demand_types: record.demand_types,
  price: record.price,
  owner_organisation: record.owner_organisation,
  contact_name: record.contact_name,
  contact_phone: record.contact_phone,
  contact_email: record.contact_email,
  status: record.status,
  published_at: record.published_at,
  expires_at: record.expires_at,
  nq57_groups: record.nq57_groups,
  ...overrides,
});

/**
 * Staff with the products' area set a listing's end date (hạn hiển thị),
 * written as staff write days (dd/mm/yyyy); a day to come by the app's clock (23/11/2026 in tests).
 */
describe('a listing’s end date set by staff', () => {
  const staff = useStaffApp();
  let id = 0;
  const record = async () => (await staff.call('GET', `/api/admin/products/${id}`)).json();
  const save = (body: Record<string, unknown>, token?: string) =>
    staff.call('PUT', `/api/admin/products/${id}`, body, token);

  beforeAll(async () => {
    const [row] = await staff.t.database.db
      .insert(products)
      .values({
        slug: 'may-gat-lua-mini',
        name: 'Máy gặt lúa mini',
        field: 'Nông nghiệp',
        readinessLevel: 6,
        status: 'published',
        publishedAt: new Date('2026-01-05T02:00:00Z'),
        expiresAt: new Date('2027-01-05T02:00:00Z'),
      })
      .returning({ id: products.id });
    id = row?.id as number;
  });

  it('keeps the end date when the form sends the record back untouched, or the same day', async () => {
    const before = await record();
    expect(before.expires_at).toBe('2027-01-05T02:00:00.000Z');
    const same = await save(editable(before, { summary: 'Gặt, tuốt, đóng bao trong một lần chạy' }));
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().expires_at).toBe('2027-01-05T02:00:00.000Z');
    const sameDay = await save(editable(before, { expires_at: '05/01/2027' }));
    expect(sameDay.json().expires_at).toBe('2027-01-05T02:00:00.000Z');
    // Absent: kept too.
    const { expires_at: _absent, ...without } = editable(before);
    expect((await save(without)).json().expires_at).toBe('2027-01-05T02:00:00.000Z');
  });

  it('sets a day to come, dd/mm/yyyy or yyyy-mm-dd: from the start of that day in Vietnam, audit-logged', async () => {
    const saved = await save(editable(await record(), { expires_at: '1/3/2027' }));
    expect(saved.statusCode, saved.body).toBe(200);
    // 00:00 on 01/03/2027 in Vietnam is 17:00 UTC the day before.
    expect(saved.json().expires_at).toBe('2027-02-28T17:00:00.000Z');
    const [row] = await staff.t.database.db.select().from(products).where(eq(products.id, id));
    expect(row?.expiresAt?.toISOString()).toBe('2027-02-28T17:00:00.000Z');
    const iso = await save(editable(await record(), { expires_at: '2026-12-24' }));
    expect(iso.json().expires_at).toBe('2026-12-23T17:00:00.000Z');
    const lines = await staff.t.database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.resource, 'products'), eq(staffAudit.recordId, String(id))));
    expect(lines.length).toBeGreaterThan(0);
    // The public page gives the new end.
    const page = await staff.t.app.inject({ url: `/api/products/${id}` });
    expect(page.json().data).toMatchObject({ expires_at: '2026-12-23T17:00:00.000Z', expired: false });
  });

  it('refuses today, a past day, one past a renewal’s reach, no day and an unreal one with 422 under expires_at', async () => {
    const current = await record();
    for (const [value, message] of [
      ['23/11/2026', productExpiryMessages.past],
      ['01/06/2026', productExpiryMessages.past],
      ['25/11/2027', productExpiryMessages.tooFar],
      ['31/12/9999', productExpiryMessages.tooFar],
      ['30/02/2027', productExpiryMessages.invalid],
      ['mai', productExpiryMessages.invalid],
      [null, productExpiryMessages.required],
    ] as const) {
      const refused = await save(editable(current, { expires_at: value }));
      expect(refused.statusCode, String(value)).toBe(422);
      expect(refused.json().errors, String(value)).toEqual({ expires_at: [message] });
    }
    expect((await record()).expires_at).toBe('2026-12-23T17:00:00.000Z');
  });

  it('is for staff with the products’ area: a reviewer is refused', async () => {
    const refused = await save(editable(await record(), { expires_at: '01/01/2028' }), staff.tokens.reviewer);
    expect(refused.statusCode).toBe(403);
    expect((await record()).expires_at).toBe('2026-12-23T17:00:00.000Z');
  });
});
