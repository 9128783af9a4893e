import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/users.ts';
import { pdf, png } from './products-fixtures.ts';
import { callAs, proposalPublishedAsProduct, useStaffApp } from './staff-test-app.ts';

/**
 * A product published from a proposal holds the citizen's `submissions/…`
 * files; staff must still correct it, hide it and see its pictures, and never point a product at
 * a citizen's file it does not hold.
 */
describe('a product published from a proposal, in the back office', () => {
  const staff = useStaffApp();
  let citizenId: number;

  beforeAll(async () => {
    const [row] = await staff.t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'nguoidan1@example.vn'));
    citizenId = row?.id as number;
  });

  const call = (token: string, method: string, url: string, payload?: unknown) =>
    callAs(staff.t, token, method, url, payload);

  /** A citizen's proposal with a picture and a document, approved and published as a product by a reviewer. */
  async function publishedFromProposal(title: string) {
    const records = staff.t.app.context.uploadRecords;
    const image = await records.create(citizenId, 'image', await png(), {
      name: 'Ảnh máy.png',
      mime: 'image/png',
      extension: 'png',
    });
    const document = await records.create(citizenId, 'attachment', pdf(), {
      name: 'Thuyết minh.pdf',
      mime: 'application/pdf',
      extension: 'pdf',
    });
    return proposalPublishedAsProduct(staff, {
      request_id: randomUUID(),
      title,
      proposal_kind: 'product',
      field: 'Nông nghiệp',
      summary: 'Máy gieo hạt cho ruộng bậc thang',
      description: 'Máy gieo hạt tự động, đã thử ở hai hợp tác xã.',
      readiness_level: 6,
      demand_types: [1],
      budget: 1,
      ip_advice: 0,
      price: null,
      organisation: 'Hợp tác xã Quỳnh Lưu',
      contact_name: 'Trần Văn Bình',
      contact_phone: '0912 000 111',
      contact_email: 'binh@htx.vn',
      images: [image.id],
      attachments: [document.id],
      // Marked public, so publishing copies it into the product (item 12).
      public_attachments: [document.id],
      submit: true,
    });
  }

  it('save an edit of it as it is, and show its pictures to staff', async () => {
    const id = await publishedFromProposal('Máy gieo hạt bậc thang');
    const shown = await call(staff.tokens.editor, 'GET', `/api/admin/products/${id}`);
    expect(shown.statusCode).toBe(200);
    const record = shown.json();
    expect(record.images).toHaveLength(1);
    expect(record.images[0].key).toMatch(/^submissions\//);
    expect(record.attachments[0].key).toMatch(/^submissions\//);

    // The thumbnail's address opens the picture for staff (the form fetches it with the token).
    const picture = await call(staff.tokens.editor, 'GET', record.images[0].url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect((await call(staff.tokens.editor, 'GET', record.attachments[0].url)).statusCode).toBe(200);
    expect((await staff.t.app.inject({ method: 'GET', url: record.images[0].url })).statusCode).toBe(401);

    const saved = await call(staff.tokens.editor, 'PUT', `/api/admin/products/${id}`, {
      ...record,
      name: 'Máy gieo hạt cho ruộng bậc thang',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().name).toBe('Máy gieo hạt cho ruộng bậc thang');
    expect(saved.json().images.map((file: { key: string }) => file.key)).toEqual([record.images[0].key]);
    expect(saved.json().attachments.map((file: { key: string }) => file.key)).toEqual([record.attachments[0].key]);
    expect((await staff.t.app.inject({ method: 'GET', url: `/api/products/${record.slug}` })).json().data.name).toBe(
      'Máy gieo hạt cho ruộng bậc thang',
    );
  });

  it('hide it from the portal and publish it again', async () => {
    const id = await publishedFromProposal('Máy sấy chè mini');
    const record = (await call(staff.tokens.editor, 'GET', `/api/admin/products/${id}`)).json();
    const hidden = await call(staff.tokens.editor, 'PUT', `/api/admin/products/${id}`, { ...record, status: 'hidden' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await staff.t.app.inject({ method: 'GET', url: `/api/products/${record.slug}` })).statusCode).toBe(404);
    const again = await call(staff.tokens.editor, 'PUT', `/api/admin/products/${id}`, {
      ...record,
      status: 'published',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await staff.t.app.inject({ method: 'GET', url: `/api/products/${record.slug}` })).statusCode).toBe(200);
  });

  it('refuse a citizen’s file the product does not hold, and never serve one to staff', async () => {
    const id = await publishedFromProposal('Trạm bơm năng lượng mặt trời');
    const record = (await call(staff.tokens.editor, 'GET', `/api/admin/products/${id}`)).json();
    // Another citizen's file, held by no product.
    const foreign = await staff.t.app.context.uploadRecords.create(citizenId, 'image', await png(), {
      name: 'Riêng tư.png',
      mime: 'image/png',
      extension: 'png',
    });
    expect(foreign.key).toMatch(/^submissions\//);
    const pointed = await call(staff.tokens.editor, 'PUT', `/api/admin/products/${id}`, {
      ...record,
      images: [...record.images, { key: foreign.key, name: 'Ảnh khác.png' }],
    });
    expect(pointed.statusCode).toBe(422);
    expect(pointed.json().errors.images).toEqual(['Tệp không hợp lệ, vui lòng tải lại']);
    expect((await call(staff.tokens.editor, 'GET', `/api/admin/files/${foreign.key}`)).statusCode).toBe(404);
    // A new product cannot take one either.
    const created = await call(staff.tokens.editor, 'POST', '/api/admin/products', {
      ...record,
      slug: 'tram-bom-ban-sao',
      images: record.images,
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.images).toEqual(['Tệp không hợp lệ, vui lòng tải lại']);

    // Once the product lets a picture go, it no longer holds it: it cannot take it back.
    const without = await call(staff.tokens.editor, 'PUT', `/api/admin/products/${id}`, { ...record, images: [] });
    expect(without.statusCode, without.body).toBe(200);
    const back = await call(staff.tokens.editor, 'PUT', `/api/admin/products/${id}`, record);
    expect(back.statusCode).toBe(422);
    // The citizen's file stays for the proposal it came with.
    expect(await staff.t.app.context.uploads.size(record.images[0].key)).toBeGreaterThan(0);
  });

  it('leave the proposal’s files on the disk when the product is deleted as a draft', async () => {
    const id = await publishedFromProposal('Máy thái dược liệu');
    const record = (await call(staff.tokens.editor, 'GET', `/api/admin/products/${id}`)).json();
    expect(
      (await call(staff.tokens.editor, 'PUT', `/api/admin/products/${id}`, { ...record, status: 'draft' })).statusCode,
    ).toBe(200);
    expect((await call(staff.tokens.editor, 'DELETE', `/api/admin/products/${id}`)).statusCode).toBe(200);
    for (const file of [...record.images, ...record.attachments]) {
      expect(await staff.t.app.context.uploads.size(file.key)).toBeGreaterThan(0);
    }
  });
});
