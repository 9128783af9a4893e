import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { authApi } from '@portal/shared/api/auth';
import { UserAnswerSchema } from '@portal/shared/auth';
import { avatarMessages } from '@portal/shared/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/users.ts';
import { HttpError, notFound, unprocessable } from '../../errors.ts';
import { serve } from '../../http/contract.ts';
import { FILE_ANSWER_HEADERS } from '../../storage/uploads.ts';
import { scanUpload } from '../uploads/clamav.ts';
import { MAX_PIXELS } from '../uploads/uploads.routes.ts';
import { authenticate } from './guard.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 256;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const wrongType = () => unprocessable({ avatar: [avatarMessages.wrongType] });

export function registerAvatarRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth, tokens, uploads, database, now } = context;

  serve(
    app.withTypeProvider<ZodTypeProvider>(),
    authApi.avatar,
    {
      config: { signedIn: true },
      schema: {
        tags: ['auth'],
        summary: 'Tải ảnh đại diện (JPG, PNG hoặc WebP, tối đa 5 MB); ảnh được cắt vuông và mã hóa lại',
        consumes: ['multipart/form-data'],
        response: { 200: UserAnswerSchema },
      },
    },
    async (request) => {
      const { user, method } = await authenticate(request, tokens, auth);
      const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (file?.fieldname !== 'avatar') throw unprocessable({ avatar: [avatarMessages.required] });
      const content = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, 'payload_too_large', avatarMessages.tooLarge);
        }
        throw error;
      });
      // An empty file is no image (sharp refuses to even open one).
      if (content.length === 0) throw unprocessable({ avatar: [avatarMessages.required] });
      await scanUpload(context.config, content, { field: 'avatar', log: request.log });
      // The type is what the bytes are, whatever the name or the declared type say.
      // A small file may hold a huge image: the same pixel bound as every other upload.
      const format = await sharp(content, { limitInputPixels: MAX_PIXELS })
        .metadata()
        .then(
          (metadata) => metadata.format,
          () => undefined,
        );
      if (!format || !ACCEPTED.has(format)) throw wrongType();
      // Re-encoding keeps only the pixels: no metadata, no payload hidden after the image.
      const image = await sharp(content, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer()
        .catch(() => {
          throw wrongType();
        });
      const avatar = await uploads.save('avatars', image, 'webp');
      await database.db.update(users).set({ avatar, updatedAt: now() }).where(eq(users.id, user.id));
      await uploads.remove(user.avatar);
      const updated = await auth.findById(user.id);
      if (!updated) throw notFound();
      return { data: { user: auth.present(updated, method) } };
    },
  );

  app.get<{ Params: { file: string } }>('/uploads/avatars/:file', async (request, reply) => {
    if (!/^[0-9a-f]{32}\.webp$/.test(request.params.file)) throw notFound();
    const file = path.join(uploads.root, 'avatars', request.params.file);
    const info = await stat(file).catch(() => undefined);
    if (!info) throw notFound();
    return reply
      .type('image/webp')
      .header('content-length', info.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', 'inline; filename="avatar.webp"')
      .headers(FILE_ANSWER_HEADERS)
      .send(createReadStream(file));
  });
}
