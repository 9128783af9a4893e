import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { fileCheckMessages } from '@portal/shared/messages';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@portal/shared/uploads';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../http/error-handler.ts';
import { multipart } from '../../test/multipart.ts';
import { type IntakeOptions, intakeOf, takeFile } from './intake.ts';

/**
 * The one intake of uploaded files, on a bare Fastify app with a fake clamd that finds
 * a virus in any file holding the word VIRUS: the order of its refusals, each with its status,
 * field and message, and that `accept` sees only a file that passed all of them.
 */

const messages = { required: 'cần tệp', empty: 'tệp rỗng', tooLarge: 'tệp quá lớn' };

describe('takeFile', () => {
  let folder: string;
  let clamd: Server;
  let app: FastifyInstance;
  let accepted: Buffer[];

  const post = (form: { payload: Buffer | string; headers: Record<string, string> }, url = '/take') =>
    app.inject({ method: 'POST', url, headers: form.headers, payload: form.payload });

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'portal-intake-'));
    const socketPath = path.join(folder, 'clamd.sock');
    clamd = createServer((socket) => {
      let received = Buffer.alloc(0);
      socket.on('data', (chunk) => {
        received = Buffer.concat([received, chunk]);
        // INSTREAM ends with a chunk of length 0.
        if (received.subarray(-4).equals(Buffer.alloc(4))) {
          socket.end(received.includes('VIRUS') ? 'stream: Test.Virus FOUND\0' : 'stream: OK\0');
        }
      });
    });
    await new Promise<void>((resolve) => clamd.listen(socketPath, resolve));
    const config = { CLAMAV_SOCKET: socketPath, CLAMAV_HOST: undefined, CLAMAV_PORT: 3310, CLAMAV_TIMEOUT_MS: 2000 };
    const options = (formlessIsMissing: boolean): IntakeOptions<string> => ({
      field: 'doc',
      maxBytes: 16,
      messages,
      formlessIsMissing,
      accept: async (content) => {
        accepted.push(content);
        if (content.toString() === 'refused') throw Object.assign(new Error('refused'), { statusCode: 418 });
        return content.toString().toUpperCase();
      },
    });
    app = Fastify();
    registerErrorHandler(app);
    await app.register(fastifyMultipart);
    app.post('/take', (request) => takeFile(request, config, options(true)));
    app.post('/strict', (request) => takeFile(request, config, options(false)));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => clamd.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  beforeEach(() => {
    accepted = [];
  });

  it('hands back what accept made of the bytes, with the name the client gave', async () => {
    const response = await post(multipart('ghi chú.txt', 'text/plain', Buffer.from('xin chào'), 'doc'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ filename: 'ghi chú.txt', accepted: 'XIN CHÀO' });
    expect(accepted.map(String)).toEqual(['xin chào']);
  });

  it('refuses a file under another field, or no form at all, as missing (422 under the field)', async () => {
    const other = await post(multipart('a.txt', 'text/plain', Buffer.from('abc'), 'file'));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ doc: [messages.required] });
    const formless = await post({ payload: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(formless.statusCode).toBe(422);
    expect(formless.json().errors).toEqual({ doc: [messages.required] });
    expect(accepted).toEqual([]);
  });

  it('leaves a body that is no form to the multipart plugin when formlessIsMissing is false', async () => {
    const formless = await post({ payload: '{"a":1}', headers: { 'content-type': 'application/json' } }, '/strict');
    expect(formless.statusCode).toBe(406);
    const missing = await post(multipart('a.txt', 'text/plain', Buffer.from('abc'), 'file'), '/strict');
    expect(missing.statusCode).toBe(422);
  });

  it('refuses a file over the limit with 413 and the caller’s message, before any check', async () => {
    const response = await post(multipart('a.txt', 'text/plain', Buffer.alloc(17, 'a'), 'doc'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.tooLarge, code: 'payload_too_large' });
    expect(accepted).toEqual([]);
    expect((await post(multipart('a.txt', 'text/plain', Buffer.alloc(16, 'a'), 'doc'))).statusCode).toBe(200);
  });

  it('refuses an empty file (422 under the field)', async () => {
    const response = await post(multipart('a.txt', 'text/plain', Buffer.alloc(0), 'doc'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ doc: [messages.empty] });
    expect(accepted).toEqual([]);
  });

  it('refuses what the virus scanner finds before accept ever reads it', async () => {
    const response = await post(multipart('a.txt', 'text/plain', Buffer.from('a VIRUS'), 'doc'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: fileCheckMessages.infected,
      errors: { doc: [fileCheckMessages.infected] },
    });
    expect(accepted).toEqual([]);
  });

  it('passes on the refusal of accept', async () => {
    const response = await post(multipart('a.txt', 'text/plain', Buffer.from('refused'), 'doc'));
    expect(response.statusCode).toBe(418);
  });
});

describe('intakeOf', () => {
  it('takes citizens’ and staff files under `file` with the kind’s limit and messages', () => {
    for (const kind of ['image', 'attachment'] as const) {
      const options = intakeOf(kind);
      expect(options).toMatchObject({
        field: 'file',
        maxBytes: UPLOAD_MAX_BYTES[kind],
        messages: {
          required: uploadMessages.fileRequired,
          empty: uploadMessages.empty,
          tooLarge: uploadMessages.tooLarge[kind],
        },
        formlessIsMissing: true,
      });
    }
  });
});
