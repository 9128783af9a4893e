import { PublicSettingsSchema, publicSettingsOf } from '@portal/shared/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/settings.ts';
import { demoSettings } from '../../db/seed.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { createSettingsService } from './settings.service.ts';

describe('GET /api/settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers every public setting under data, seeded with the department data', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.data).toEqual(publicSettingsOf(demoSettings));
    expect(PublicSettingsSchema.parse(body.data)).toEqual(body.data);
    expect(body.data.question_and_answer).toBe(true);
    expect(body.data.contact).toBe(true);
    expect(body.data.managing_agency).toBe('Sở Khoa học và Công nghệ tỉnh Sông Lam');
  });

  it('answers only the keys asked for with ?keys=', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings?keys=contact,question_and_answer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { contact: true, question_and_answer: true } });
  });

  it('refuses an unknown key with a Vietnamese 422 under the field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings?keys=contact,password_hash' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('Dữ liệu không hợp lệ');
    expect(Object.keys(body.errors)[0]).toMatch(/^keys/);
    expect(Object.values<string[]>(body.errors)[0]).toContain('Khóa cấu hình không hợp lệ');
  });

  it('shows a change made through the service at once', async () => {
    const service = createSettingsService(t.database.db);
    await service.update({ contact: false });
    // The app's own service is a different instance: its cache lives at most a second,
    // so read through a fresh service for the stored value and through the app after an update of its own.
    expect((await service.get()).contact).toBe(false);
    await service.update({ contact: true });
    expect((await service.get()).contact).toBe(true);
  });

  it('falls back to the default for a stored value that does not fit, instead of failing', async () => {
    await t.database.db
      .insert(settings)
      .values({ key: 'phone', value: 12345 })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: 12345 },
      });
    const service = createSettingsService(t.database.db);
    expect((await service.get()).phone).toBe('');
  });
});

describe('settings cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps an answer at most a second, and drops it at once on its own update', async () => {
    let clock = 0;
    const service = createSettingsService(t.database.db, () => clock);
    const other = createSettingsService(t.database.db);
    expect((await service.get()).question_and_answer).toBe(true);

    await other.update({ question_and_answer: false });
    clock = 999;
    expect((await service.get()).question_and_answer).toBe(true);
    clock = 1_000;
    expect((await service.get()).question_and_answer).toBe(false);

    await service.update({ question_and_answer: true });
    expect((await service.get()).question_and_answer).toBe(true);
    expect(JSON.parse(await service.getResponseJson()).data.question_and_answer).toBe(true);
  });

  it('refuses a value of the wrong type on update and writes nothing', async () => {
    const service = createSettingsService(t.database.db);
    await expect(service.update({ contact: 'yes' as unknown as boolean })).rejects.toThrow();
    expect((await service.get()).contact).toBe(true);
  });
});
