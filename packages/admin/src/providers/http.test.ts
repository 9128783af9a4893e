// @vitest-environment jsdom
import { adminApi } from '@portal/shared/api/admin';
import { authApi } from '@portal/shared/api/auth';
import { proposalsApi } from '@portal/shared/api/proposals';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './http.ts';

/** What the back office sent: address, method, body and the headers that matter. */
interface Sent {
  url: string;
  method: string;
  body: BodyInit | null | undefined;
  contentType: string | null;
  authorization: string | null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function server(answer: (sent: Sent, index: number) => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      const call = {
        url,
        method: init.method ?? 'GET',
        body: init.body,
        contentType: headers.get('Content-Type'),
        authorization: headers.get('Authorization'),
      };
      sent.push(call);
      return answer(call, sent.length - 1);
    }),
  );
  return sent;
}

beforeEach(() => localStorage.setItem('token', 'access-token'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('sends the entry’s method to its address with the JSON body, and answers the JSON', async () => {
    const sent = server(() => json(200, { data: { id: 4, status: 'approved' } }));
    const answer = await callApi(proposalsApi.visibility, {
      params: { id: 4 },
      body: { action: 'hide', note: 'Trùng' },
    });
    expect(sent).toEqual([
      {
        url: '/api/admin/proposals/4/visibility',
        method: 'POST',
        body: JSON.stringify({ action: 'hide', note: 'Trùng' }),
        contentType: 'application/json',
        authorization: 'Bearer access-token',
      },
    ]);
    expect(answer).toEqual({ data: { id: 4, status: 'approved' } });
  });

  it('sends a GET without a method or a body, the query in the order given', async () => {
    const sent = server(() => json(200, { data: [] }));
    await callApi(adminApi.feedback.replies, { params: { id: 9 } });
    expect(sent[0]).toMatchObject({ url: '/api/admin/feedback/9/replies', method: 'GET', body: undefined });
    const upload = server(() => json(201, { data: { key: 'documents/a.pdf', name: 'a.pdf' } }));
    const form = new FormData();
    await callApi(adminApi.files.upload, { query: { kind: 'attachment', for: 'documents' }, body: form });
    expect(upload[0]).toMatchObject({
      url: '/api/admin/files?kind=attachment&for=documents',
      method: 'POST',
      body: form,
    });
    expect(upload[0]?.contentType).toBeNull();
  });

  it('keeps the empty object a body-less step has always sent', async () => {
    const sent = server(() => json(200, { id: 3 }));
    await callApi(adminApi.users.lock, { params: { id: 3 }, body: {} });
    expect(sent[0]).toMatchObject({ url: '/api/admin/users/3/lock', method: 'POST', body: '{}' });
  });

  it('renews an expired token through authApi.refresh once, then asks again', async () => {
    const sent = server((call, index) => {
      if (call.url === '/api/auth/refresh') return json(200, { data: { access_token: 'renewed', user: { id: 1 } } });
      return index === 0 ? json(412, { message: 'Hết hạn' }) : json(200, { data: { user: { id: 1 } } });
    });
    await callApi(authApi.me);
    expect(sent.map((call) => call.url)).toEqual(['/api/auth/me', '/api/auth/refresh', '/api/auth/me']);
    expect(sent[2]?.authorization).toBe('Bearer renewed');
  });

  it('turns a refusal into react-admin’s HttpError with the field errors', async () => {
    server(() => json(422, { message: 'Dữ liệu không hợp lệ', errors: { note: ['Vui lòng nhập ghi chú'] } }));
    const error = await callApi(adminApi.feedback.handle, { params: { id: 1 }, body: { note: '' } }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body.errors).toMatchObject({ note: 'Vui lòng nhập ghi chú' });
  });

  it('says that a file was too large when a proxy in front refuses it with its own page (413)', async () => {
    server(() => new Response('<html><body><h1>413 Request Entity Too Large</h1></body></html>', { status: 413 }));
    const error = await callApi(adminApi.files.upload, {
      query: { kind: 'attachment', for: 'documents' },
      body: new FormData(),
    }).catch((reason: unknown) => reason);
    expect((error as HttpError).message).toBe('Dữ liệu gửi lên vượt quá dung lượng cho phép');
  });
});
