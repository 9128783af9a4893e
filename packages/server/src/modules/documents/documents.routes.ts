import {
  DocumentFacetsSchema,
  DocumentListResponseSchema,
  DocumentSchema,
  ListDocumentsQuerySchema,
} from '@portal/shared/documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../auth/guard.ts';

const idParams = z.object({ id: z.string().max(20) });

/**
 * Văn bản: `/api/documents` for everyone (through the public cache) and
 * `/api/internal-documents` for signed-in users (never cached: the answer depends on who asks).
 * Files of both download from `/api/documents/:id/files/:key`; an internal one asks for the token.
 */
export function registerDocumentsRoutes(app: FastifyInstance, context: AppContext): void {
  const { documents, publicCache, tokens, auth, uploads } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/documents',
    {
      schema: {
        tags: ['documents'],
        summary:
          'Tra cứu văn bản công khai theo từ khóa, số hiệu, loại, cơ quan ban hành, lĩnh vực, năm và hiệu lực; mới ban hành trước',
        querystring: ListDocumentsQuerySchema,
        response: { 200: DocumentListResponseSchema },
      },
    },
    async (request, reply) => publicCache.send(request, reply, () => documents.list('public', request.query)),
  );

  routes.get(
    '/api/documents/facets',
    {
      schema: {
        tags: ['documents'],
        summary: 'Các loại văn bản, cơ quan ban hành, lĩnh vực và năm ban hành của văn bản công khai',
        response: { 200: z.object({ data: DocumentFacetsSchema }) },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, async () => ({ data: await documents.facets('public') })),
  );

  routes.get(
    '/api/documents/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'Một văn bản công khai',
        params: idParams,
        response: { 200: z.object({ data: DocumentSchema }) },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, async () => ({ data: await documents.detail('public', request.params.id) })),
  );

  routes.get(
    '/api/documents/:id/files/:key',
    {
      schema: {
        tags: ['documents'],
        summary: 'Tải tệp của văn bản; tệp của văn bản nội bộ cần mã truy cập (Authorization: Bearer)',
        params: idParams.extend({ key: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      let internal = false;
      const file = await documents.file(request.params.id, request.params.key, () => {
        internal = true;
        return sessionOf(request, tokens, auth);
      });
      return uploads.send(reply, file, { private: internal });
    },
  );

  routes.get(
    '/api/internal-documents',
    {
      // Before the query is read: a visitor learns nothing, not even that a filter is wrong.
      config: { signedIn: true },
      schema: {
        tags: ['documents'],
        summary: 'Tra cứu văn bản nội bộ (người đã đăng nhập); cùng bộ lọc như /api/documents',
        querystring: ListDocumentsQuerySchema,
        response: { 200: DocumentListResponseSchema },
      },
    },
    async (request) => documents.list('internal', request.query),
  );

  routes.get(
    '/api/internal-documents/facets',
    {
      // Before the query is read: a visitor learns nothing, not even that a filter is wrong.
      config: { signedIn: true },
      schema: {
        tags: ['documents'],
        summary: 'Các giá trị lọc của văn bản nội bộ (người đã đăng nhập)',
        response: { 200: z.object({ data: DocumentFacetsSchema }) },
      },
    },
    async () => ({ data: await documents.facets('internal') }),
  );

  routes.get(
    '/api/internal-documents/:id',
    {
      // Before the query is read: a visitor learns nothing, not even that a filter is wrong.
      config: { signedIn: true },
      schema: {
        tags: ['documents'],
        summary: 'Một văn bản nội bộ (người đã đăng nhập)',
        params: idParams,
        response: { 200: z.object({ data: DocumentSchema }) },
      },
    },
    async (request) => ({ data: await documents.detail('internal', request.params.id) }),
  );
}
