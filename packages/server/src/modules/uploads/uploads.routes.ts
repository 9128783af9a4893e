import { uploadsApi } from '@portal/shared/api/uploads';
import { UploadedFileSchema } from '@portal/shared/submissions';
import { shownFileName, UploadQuerySchema, uploadMessages } from '@portal/shared/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { serve } from '../../http/contract.ts';
import { authenticate } from '../auth/guard.ts';
import { intakeOf, takeFile } from './intake.ts';

/** Uploads a user may make in UPLOAD_WINDOW_MS. */
export const UPLOAD_RATE_LIMIT = 60;
const UPLOAD_WINDOW_MS = 10 * 60 * 1000;

const ErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export function registerUploadsRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth, tokens, uploads, uploadRecords } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  serve(
    api,
    uploadsApi.upload,
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Tải lên một tệp cho hồ sơ (đề xuất, ý tưởng, giải pháp): multipart với trường `file`, loại trong `?kind=`. ' +
          'image: JPG, PNG, WebP tối đa 5 MB, mã hóa lại thành WebP (tối đa 1600 px); attachment: PDF, Word, Excel, ' +
          'PowerPoint, OpenDocument, JPG, PNG tối đa 20 MB. Loại tệp xác định theo nội dung, không theo tên. ' +
          'Tệp chưa gắn vào hồ sơ nào bị xóa sau 24 giờ. Tối đa 60 lần tải trong 10 phút.',
        consumes: ['multipart/form-data'],
        querystring: UploadQuerySchema,
        response: {
          201: z.object({ data: UploadedFileSchema }),
          413: ErrorSchema,
          422: ErrorSchema,
          503: ErrorSchema,
        },
      },
      config: {
        signedIn: true,
        rateLimit: {
          hook: 'preHandler',
          max: UPLOAD_RATE_LIMIT,
          timeWindow: UPLOAD_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) => `uploads:${request.signedIn?.user.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const signedIn = await authenticate(request, tokens, auth);
      const { kind } = request.query;
      const { filename, accepted } = await takeFile(request, context.config, intakeOf(kind));
      const record = await uploadRecords.create(signedIn.user.id, kind, accepted.content, {
        name: shownFileName(filename, accepted.extension),
        mime: accepted.mime,
        extension: accepted.extension,
      });
      return reply.status(201).send({ data: uploadRecords.present(record) });
    },
  );

  serve(
    api,
    uploadsApi.file,
    {
      config: { signedIn: true },
      schema: {
        tags: ['uploads'],
        summary:
          'Mở một tệp đã tải lên: chỉ người tải lên và cán bộ kiểm duyệt (404 với người khác); ' +
          'ảnh mở trực tiếp, tệp khác tải về (Content-Disposition, nosniff, không lưu cache)',
        // 200 is the file itself (a stream), not JSON.
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { user, method } = await authenticate(request, tokens, auth);
      const record = await uploadRecords.canRead(request.params.id, user, method);
      if (!record) throw notFound(uploadMessages.notFound);
      return uploads.send(reply, record, { private: true, inline: record.kind === 'image' });
    },
  );

  serve(
    api,
    uploadsApi.remove,
    {
      config: { signedIn: true },
      schema: {
        tags: ['uploads'],
        summary: 'Xóa một tệp đã tải lên nhưng chưa gắn vào hồ sơ (409 khi đã gắn; 404 với tệp của người khác)',
        response: { 204: z.null().describe('Đã xóa'), 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = await authenticate(request, tokens, auth);
      await uploadRecords.remove(request.params.id, user.id);
      return reply.status(204).send(null);
    },
  );
}
