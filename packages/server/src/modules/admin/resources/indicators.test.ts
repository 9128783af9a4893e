import { describe, expect, it } from 'vitest';
import { readSheet } from '../../../test/xlsx-helpers.ts';
import { useStaffApp } from './staff-test-app.ts';

const indicator = (overrides: Record<string, unknown> = {}) => ({
  code: 'CDS-01',
  name: 'Tỷ lệ hồ sơ trực tuyến toàn trình',
  unit: '%',
  target: 80,
  target_year: 2030,
  source: 'Sở Khoa học và Công nghệ',
  nq57_group: 3,
  sort_order: 1,
  ...overrides,
});

describe('the back office indicators and their values', () => {
  const staff = useStaffApp();

  const call = staff.call;
  const publicIndicator = async (code: string) =>
    (await staff.t.app.inject({ url: '/api/indicators' }))
      .json()
      .data.find((row: { code: string }) => row.code === code);

  it('create, edit and hide an indicator: code unique, group checked, the monitoring page updated at once', async () => {
    const invalid = await call(
      'POST',
      '/api/admin/indicators',
      indicator({ code: 'có dấu', nq57_group: 8, target: 'x' }),
    );
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['code', 'nq57_group', 'target']);
    expect(invalid.json().errors.nq57_group[0]).toBe('Nhóm nhiệm vụ Nghị quyết 57 không hợp lệ');

    const created = await call('POST', '/api/admin/indicators', indicator());
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    const taken = await call('POST', '/api/admin/indicators', indicator({ name: 'Chỉ tiêu khác' }));
    expect(taken.json().errors).toEqual({ code: ['Mã chỉ tiêu này đã được dùng cho chỉ tiêu khác'] });

    expect((await publicIndicator('CDS-01'))?.name).toBe('Tỷ lệ hồ sơ trực tuyến toàn trình');
    const hidden = await call('PUT', `/api/admin/indicators/${record.id}`, { ...record, visible: false });
    expect(hidden.statusCode).toBe(200);
    expect(await publicIndicator('CDS-01')).toBeUndefined();
    await call('PUT', `/api/admin/indicators/${record.id}`, { ...record, visible: true });

    const searched = await call('GET', `/api/admin/indicators?filter=${encodeURIComponent('{"q":"truc tuyen"}')}`);
    expect(searched.json().map((row: { code: string }) => row.code)).toEqual(['CDS-01']);
    const byGroup = await call('GET', `/api/admin/indicators?filter=${encodeURIComponent('{"nq57_group":5}')}`);
    expect(byGroup.json()).toEqual([]);
  });

  it('keep values per period: one per period, in time order, shown on the monitoring page', async () => {
    const owner = (
      await call('POST', '/api/admin/indicators', indicator({ code: 'DMST-02', name: 'Số doanh nghiệp khởi nghiệp' }))
    ).json();
    const add = (period: string, value: number, indicatorId = owner.id) =>
      call('POST', '/api/admin/indicator-values', { indicator_id: indicatorId, period, value });

    for (const [period, value] of [
      ['2025', 40],
      ['2025-q4', 38],
      ['2025-Q1', 10],
      ['2026-06', 45],
    ] as const) {
      const response = await add(period, value);
      expect(response.statusCode, response.body).toBe(201);
    }
    // A value written is a change of its indicator (the open data catalogue's update date reads it).
    const touched = (await call('GET', `/api/admin/indicators/${owner.id}`)).json();
    expect(touched.updated_at).not.toBe(owner.updated_at);
    expect(Math.abs(Date.parse(touched.updated_at) - staff.t.now().getTime())).toBeLessThan(60_000);
    const taken = await add('2025-Q1', 12);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ period: ['Chỉ tiêu đã có giá trị cho kỳ này'] });
    const badPeriod = await add('Q1/2025', 1);
    expect(badPeriod.json().errors.period[0]).toContain('Kỳ báo cáo không hợp lệ');
    // A number written the Vietnamese way arrives as text, never as another number.
    for (const value of ['72,5', 'abc']) {
      const asText = await call('POST', '/api/admin/indicator-values', {
        indicator_id: owner.id,
        period: '2024',
        value,
      });
      expect(asText.statusCode, asText.body).toBe(422);
      expect(asText.json().errors).toEqual({ value: ['Vui lòng nhập số hợp lệ, ví dụ 72,5'] });
    }
    const missing = await call('POST', '/api/admin/indicator-values', { indicator_id: owner.id, period: '2024' });
    expect(missing.json().errors).toEqual({ value: ['Vui lòng nhập giá trị'] });
    const decimal = await add('2024', 72.5);
    expect(decimal.json()).toMatchObject({ period: '2024', value: 72.5 });
    expect(
      (await call('DELETE', `/api/admin/indicator-values/${encodeURIComponent(`${owner.id}:2024`)}`)).statusCode,
    ).toBe(200);
    const noIndicator = await add('2025', 1, 987654);
    expect(noIndicator.json().errors).toEqual({ indicator_id: ['Chỉ tiêu không tồn tại'] });

    const listed = await call(
      'GET',
      `/api/admin/indicator-values?filter=${encodeURIComponent(`{"indicator_id":${owner.id}}`)}&sort=${encodeURIComponent('["period","ASC"]')}`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((row: { id: string }) => row.id)).toEqual([
      `${owner.id}:2025-Q1`,
      `${owner.id}:2025-Q4`,
      `${owner.id}:2025`,
      `${owner.id}:2026-06`,
    ]);
    expect(listed.headers['content-range']).toBe('indicator-values 0-3/4');

    const id = encodeURIComponent(`${owner.id}:2025-Q1`);
    expect((await call('GET', `/api/admin/indicator-values/${id}`)).json()).toMatchObject({ value: 10 });
    const moved = await call('PUT', `/api/admin/indicator-values/${id}`, {
      indicator_id: owner.id,
      period: '2025-Q4',
      value: 11,
    });
    expect(moved.json().errors).toEqual({ period: ['Chỉ tiêu đã có giá trị cho kỳ này'] });
    const edited = await call('PUT', `/api/admin/indicator-values/${id}`, {
      indicator_id: owner.id,
      period: '2025-Q2',
      value: 11,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().id).toBe(`${owner.id}:2025-Q2`);

    const shown = await publicIndicator('DMST-02');
    expect(shown.values.map((value: { period: string }) => value.period)).toEqual([
      '2025-Q2',
      '2025-Q4',
      '2025',
      '2026-06',
    ]);
    expect(shown.latest).toMatchObject({ period: '2026-06', value: 45 });

    // The Excel export carries each period's value after the indicator's own columns, oldest
    // period first, as numbers: what a monthly report to the province is made from.
    const exported = await staff.t.app.inject({
      url: `/api/admin/indicators/export.xlsx?filter=${encodeURIComponent(JSON.stringify({ q: 'DMST-02' }))}`,
      headers: { authorization: `Bearer ${staff.tokens.editor}` },
    });
    expect(exported.statusCode).toBe(200);
    const { cells } = readSheet(exported);
    const header = cells[0]?.map((cell) => cell.text) ?? [];
    expect(header.slice(-4)).toEqual(['Quý II/2025', 'Quý IV/2025', 'Năm 2025', 'Tháng 6/2026']);
    expect(cells[1]?.slice(-4).map((cell) => [cell.kind, cell.text])).toEqual([
      ['number', '11'],
      ['number', '38'],
      ['number', '40'],
      ['number', '45'],
    ]);

    expect(
      (await call('DELETE', `/api/admin/indicator-values/${encodeURIComponent(`${owner.id}:2026-06`)}`)).statusCode,
    ).toBe(200);
    expect((await publicIndicator('DMST-02')).latest).toMatchObject({ period: '2025' });
    expect(
      (await call('GET', `/api/admin/indicator-values/${encodeURIComponent(`${owner.id}:2026-06`)}`)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/indicator-values/khong-hop-le')).statusCode).toBe(404);

    const log = await call(
      'GET',
      `/api/admin/audit-log?filter=${encodeURIComponent(`{"resource":"indicator-values","record_id":"${owner.id}:2025-Q1"}`)}`,
      undefined,
      staff.tokens.admin,
    );
    expect(log.json().map((line: { action: string }) => line.action)).toEqual(['update', 'create']);

    // Deleting the indicator deletes its values.
    expect((await call('DELETE', `/api/admin/indicators/${owner.id}`)).statusCode).toBe(200);
    const left = await call(
      'GET',
      `/api/admin/indicator-values?filter=${encodeURIComponent(`{"indicator_id":${owner.id}}`)}`,
    );
    expect(left.json()).toEqual([]);
  });
});
