import { documentsApi } from '@portal/shared/api/documents';
import {
  DocumentAnswerSchema,
  DocumentFacetsAnswerSchema,
  DocumentFileParamsSchema,
  DocumentListResponseSchema,
  DocumentParamsSchema,
  ListDocumentsQuerySchema,
} from '@portal/shared/documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';
import { sessionOf } from '../auth/guard.ts';

/**
 * Văn bản: the public ones for everyone (documentsApi.list, .facets, .detail: through the public
 * cache) and the internal ones for signed-in users (documentsApi.internalList, …: never cached, the
 * answer depends on who asks). Files of both download from documentsApi.file; an internal one asks
 * for the token.
 */
export function registerDocumentsRoutes(app: FastifyInstance, context: AppContext): void {
  const { documents, publicCache, tokens, auth, uploads } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  serve(
    routes,
    documentsApi.list,
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

  serve(
    routes,
    documentsApi.facets,
    {
      schema: {
        tags: ['documents'],
        summary: 'Các loại văn bản, cơ quan ban hành, lĩnh vực và năm ban hành của văn bản công khai',
        response: { 200: DocumentFacetsAnswerSchema },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, async () => ({ data: await documents.facets('public') })),
  );

  serve(
    routes,
    documentsApi.detail,
    {
      schema: {
        tags: ['documents'],
        summary: 'Một văn bản công khai',
        params: DocumentParamsSchema,
        response: { 200: DocumentAnswerSchema },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, async () => ({ data: await documents.detail('public', request.params.id) })),
  );

  serve(
    routes,
    documentsApi.file,
    {
      schema: {
        tags: ['documents'],
        summary: 'Tải tệp của văn bản; tệp của văn bản nội bộ cần mã truy cập (Authorization: Bearer)',
        params: DocumentFileParamsSchema,
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

  serve(
    routes,
    documentsApi.internalList,
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

  serve(
    routes,
    documentsApi.internalFacets,
    {
      // Before the query is read: a visitor learns nothing, not even that a filter is wrong.
      config: { signedIn: true },
      schema: {
        tags: ['documents'],
        summary: 'Các giá trị lọc của văn bản nội bộ (người đã đăng nhập)',
        response: { 200: DocumentFacetsAnswerSchema },
      },
    },
    async () => ({ data: await documents.facets('internal') }),
  );

  serve(
    routes,
    documentsApi.internalDetail,
    {
      // Before the query is read: a visitor learns nothing, not even that a filter is wrong.
      config: { signedIn: true },
      schema: {
        tags: ['documents'],
        summary: 'Một văn bản nội bộ (người đã đăng nhập)',
        params: DocumentParamsSchema,
        response: { 200: DocumentAnswerSchema },
      },
    },
    async (request) => ({ data: await documents.detail('internal', request.params.id) }),
  );
}
