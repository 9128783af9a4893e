import { AdminImageSchema } from '@portal/shared/admin-content';
import { ErrorAnswerSchema } from '@portal/shared/answers';
import { adminApi } from '@portal/shared/api/admin';
import { IMAGE_WIDTHS, type ImageWidth } from '@portal/shared/images';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordStaffWrite } from '../../../back-office/audit.ts';
import type { AppContext } from '../../../context.ts';
import { notFound } from '../../../errors.ts';
import { serve } from '../../../http/contract.ts';
import { staffOf } from '../../auth/staff-guard.ts';
import { intakeOf, takeFile } from '../../uploads/intake.ts';

/** A stored public image's file name (made by the server, never by the uploader), or one of its widths. */
const IMAGE_FILE = new RegExp(`^([0-9a-f]{32})(?:-w(${IMAGE_WIDTHS.join('|')}))?\\.webp$`);

/**
 * Public images staff upload (a post's cover, a picture in a body): `POST /api/admin/images`
 * re-encodes the image (JPEG, PNG or WebP by its bytes, ≤ 5 MB) as WebP exactly like citizens'
 * uploads and answers its public path, served at `/uploads/images/<name>.webp` with a year's
 * cache (the name changes whenever the content does).
 */
export function registerPostImages(app: FastifyInstance, context: AppContext): void {
  const { uploads, database, now } = context;

  serve(
    app.withTypeProvider<ZodTypeProvider>(),
    adminApi.images,
    {
      config: { staffArea: 'content' },
      schema: {
        tags: ['admin'],
        summary:
          'Tải lên ảnh công khai (ảnh bìa tin bài, ảnh trong nội dung): multipart với trường `file`; JPG, PNG hoặc ' +
          'WebP theo nội dung tệp, tối đa 5 MB (413 nếu lớn hơn), mã hóa lại thành WebP (tối đa 1600 px). ' +
          'Trả về { url } để đặt vào cover_image',
        consumes: ['multipart/form-data'],
        response: { 201: AdminImageSchema, 413: ErrorAnswerSchema, 422: ErrorAnswerSchema, 503: ErrorAnswerSchema },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request).user;
      const { accepted: image } = await takeFile(request, context.config, intakeOf('image'));
      const url = await uploads.save('images', image.content, image.extension);
      const at = now();
      try {
        await database.db.transaction((tx) =>
          recordStaffWrite(
            tx,
            staff,
            { action: 'upload', resource: 'images', recordId: url, after: { url, size: image.content.length } },
            at,
          ),
        );
      } catch (error) {
        await uploads.remove(url);
        throw error;
      }
      return reply.code(201).send({ url });
    },
  );

  app.get(
    '/uploads/images/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const { file: name } = request.params as { file: string };
      const [, stem, width] = IMAGE_FILE.exec(name) ?? [];
      if (!stem) throw notFound();
      const key = `images/${stem}.webp`;
      return width
        ? uploads.sendImageAt(reply, key, Number(width) as ImageWidth, 'image.webp')
        : uploads.sendImage(reply, key, 'image.webp');
    },
  );
}
