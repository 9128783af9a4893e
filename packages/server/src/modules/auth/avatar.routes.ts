import { authApi } from '@portal/shared/api/auth';
import { UserAnswerSchema } from '@portal/shared/auth';
import { avatarMessages } from '@portal/shared/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/users.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { serve } from '../../http/contract.ts';
import { acceptImage, takeFile } from '../uploads/intake.ts';
import { authenticate } from './guard.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_CROP = { width: 256, height: 256, fit: 'cover' } as const;
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
      const { accepted: image } = await takeFile(request, context.config, {
        field: 'avatar',
        maxBytes: AVATAR_MAX_BYTES,
        // An empty file is no image (sharp refuses to even open one).
        messages: {
          required: avatarMessages.required,
          empty: avatarMessages.required,
          tooLarge: avatarMessages.tooLarge,
        },
        formlessIsMissing: false,
        // Cropped square; re-encoding keeps only the pixels: no metadata, no payload after the image.
        accept: (content) => acceptImage(content, { resize: AVATAR_CROP, refused: wrongType }),
      });
      const avatar = await uploads.save('avatars', image.content, image.extension);
      await database.db.update(users).set({ avatar, updatedAt: now() }).where(eq(users.id, user.id));
      await uploads.remove(user.avatar);
      const updated = await auth.findById(user.id);
      if (!updated) throw notFound();
      return { data: { user: auth.present(updated, method) } };
    },
  );

  app.get<{ Params: { file: string } }>('/uploads/avatars/:file', async (request, reply) => {
    if (!/^[0-9a-f]{32}\.webp$/.test(request.params.file)) throw notFound();
    return uploads.sendImage(reply, `avatars/${request.params.file}`, 'avatar.webp');
  });
}
