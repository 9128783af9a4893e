import { adminCatalogueMessages } from '@portal/shared/admin-catalogue';
import {
  ADMIN_FILE_FOLDERS,
  type AdminFile,
  AdminFileAnswerSchema,
  AdminFileParamsSchema,
  AdminFileQuerySchema,
  type AdminFileRef,
} from '@portal/shared/admin-files';
import { ErrorAnswerSchema } from '@portal/shared/answers';
import { adminApi } from '@portal/shared/api/admin';
import { pathOf } from '@portal/shared/api/endpoint';
import { shownFileName, UPLOAD_TYPES, type UploadKind, uploadMessages } from '@portal/shared/uploads';
import { or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { documents, products, type StoredFile } from '../../../db/schema/catalogue.ts';
import { notFound, unprocessable } from '../../../errors.ts';
import { serve } from '../../../http/contract.ts';
import type { UploadFolder } from '../../../storage/uploads.ts';
import { intakeOf, takeFile } from '../../uploads/intake.ts';

/**
 * Files staff attach to catalogue records (product pictures and documents, document files):
 * uploaded one at a time to `POST /api/admin/files`, checked by their bytes exactly as citizens'
 * uploads are (modules/uploads), stored under <folder>/ (storage/uploads.ts) with a name the server
 * makes up, then named by their key in the record's form. A record keeps `StoredFile`s.
 */

/** What a stored file's extension says it is: its MIME type, for each kind a record may hold. */
const IMAGE_TYPES: Record<string, string> = UPLOAD_TYPES.image;
const ATTACHMENT_TYPES: Record<string, string> = { ...UPLOAD_TYPES.attachment, webp: 'image/webp' };

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** A stored file as the admin sees it, with the staff-only address that opens it. */
export function presentAdminFile(file: StoredFile): AdminFile {
  // The key is `<folder>/<name>` (ADMIN_FILE_KEY): the two parameters of the address.
  const [folder, name] = file.key.split('/') as [z.input<typeof AdminFileParamsSchema>['folder'], string];
  const url = pathOf(adminApi.files.open, { params: { folder, name } });
  return { key: file.key, name: file.name, size: file.size, mime: file.mime, url };
}

/**
 * The files a form names, as the record will keep them: each key must be a file stored under
 * `folder` of the right kind that exists, or one the record already holds (`owned`: a product
 * published from a proposal keeps the citizen's `submissions/…` files, and staff must be able to
 * save it as it is); its size and type are read from the store and its extension (or the record),
 * never taken from the form. A key outside `folder` that the record does not hold is refused, so
 * staff cannot point a record at somebody else's file. The shown name is the form's, with the
 * true extension. 422 under `field` otherwise.
 */
export async function storedFilesOf(
  context: Pick<AppContext, 'uploads'>,
  folder: UploadFolder,
  kind: UploadKind,
  field: string,
  refs: AdminFileRef[],
  owned: StoredFile[] = [],
): Promise<StoredFile[]> {
  const types = kind === 'image' ? IMAGE_TYPES : ATTACHMENT_TYPES;
  return Promise.all(
    refs.map(async (ref) => {
      const extension = extensionOf(ref.key);
      const held = owned.find((file) => file.key === ref.key);
      const mime = held?.mime ?? types[extension];
      if (!(held || ref.key.startsWith(`${folder}/`)) || !mime) {
        throw unprocessable({ [field]: [adminCatalogueMessages.fileInvalid] });
      }
      const size = await context.uploads.size(ref.key);
      if (size === undefined) throw unprocessable({ [field]: [adminCatalogueMessages.fileMissing] });
      return { key: ref.key, name: shownFileName(ref.name, extension), size, mime };
    }),
  );
}

/** A file list holding `key`, for `@>` on a record's jsonb list of files. */
const listHolding = (key: string) => sql`${JSON.stringify([{ key }])}::jsonb`;

export function registerCatalogueFileRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { uploads } = context;

  serve(
    routes,
    adminApi.files.upload,
    {
      config: { staffArea: 'content' },
      schema: {
        tags: ['admin'],
        summary:
          'Tải lên một tệp cho sản phẩm hoặc văn bản (multipart, trường `file`; `?kind=image|attachment`, ' +
          '`&for=products|documents`, mặc định products). image: JPG, PNG, WebP ≤ 5 MB, mã hóa lại thành WebP; ' +
          'attachment: PDF, Word, Excel, PowerPoint, OpenDocument, JPG, PNG ≤ 20 MB, không nhận tệp có macro. ' +
          'Loại tệp theo nội dung. Trả về { data: { key, name, size, mime, url } }: gửi { key, name } trong ' +
          'images/attachments của sản phẩm hoặc files của văn bản.',
        consumes: ['multipart/form-data'],
        querystring: AdminFileQuerySchema,
        response: {
          201: AdminFileAnswerSchema,
          413: ErrorAnswerSchema,
          422: ErrorAnswerSchema,
          503: ErrorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const { kind, for: folder } = request.query;
      const { filename, accepted } = await takeFile(request, context.config, intakeOf(kind));
      const stored = await uploads.store(folder, accepted.content, {
        name: shownFileName(filename, accepted.extension),
        mime: accepted.mime,
        extension: accepted.extension,
      });
      return reply.status(201).send({ data: presentAdminFile(stored) });
    },
  );

  serve(
    routes,
    adminApi.files.open,
    {
      config: { staffArea: 'content' },
      schema: {
        tags: ['admin'],
        summary:
          'Mở một tệp đã tải lên cho sản phẩm hoặc văn bản (cả bản nháp), theo key: /api/admin/files/products/<tên>; ' +
          'tệp submissions/<tên> chỉ khi một sản phẩm (công bố từ đề xuất) giữ nó; ảnh mở trực tiếp, tệp khác tải về',
        params: AdminFileParamsSchema,
        response: { 404: ErrorAnswerSchema },
      },
    },
    async (request, reply) => {
      const { folder, name } = request.params;
      const extension = extensionOf(name);
      // Own keys only: an extension is a client's text, never a key of Object.prototype.
      const types = Object.hasOwn(IMAGE_TYPES, extension) ? IMAGE_TYPES : ATTACHMENT_TYPES;
      const mime = Object.hasOwn(types, extension) ? types[extension] : undefined;
      if (!/^[0-9a-f]{32}\.[a-z0-9]{1,8}$/.test(name) || !mime) throw notFound(uploadMessages.notFound);
      if (folder === 'submissions') {
        // A citizen's file is content staff's only once a product holds it: never any other submission's.
        const listed = listHolding(`${folder}/${name}`);
        const [holder] = await context.database.db
          .select({ id: products.id })
          .from(products)
          .where(or(sql`${products.images} @> ${listed}`, sql`${products.attachments} @> ${listed}`))
          .limit(1);
        if (!holder) throw notFound(uploadMessages.notFound);
      }
      // send() checks the key again and answers 404 for a file that is not there.
      return uploads.send(
        reply,
        { key: `${folder}/${name}`, name, size: 0, mime },
        { private: true, inline: Object.values(IMAGE_TYPES).includes(mime) },
      );
    },
  );
}

/**
 * Removes from the store the files of a deleted record that no other record lists (copies made
 * by `seed --scale` share their files). Call after the deleting transaction committed.
 */
export async function removeUnlisted(context: Pick<AppContext, 'uploads' | 'database'>, files: StoredFile[]) {
  const db = context.database.db;
  for (const file of files) {
    // A citizen's file (submissions/…) still belongs to the proposal it came with.
    if (!ADMIN_FILE_FOLDERS.some((folder) => file.key.startsWith(`${folder}/`))) continue;
    const listed = listHolding(file.key);
    const [inProducts] = await db
      .select({ id: products.id })
      .from(products)
      .where(or(sql`${products.images} @> ${listed}`, sql`${products.attachments} @> ${listed}`))
      .limit(1);
    const [inDocuments] = inProducts
      ? [inProducts]
      : await db.select({ id: documents.id }).from(documents).where(sql`${documents.files} @> ${listed}`).limit(1);
    const still = inProducts ?? inDocuments;
    if (!still) await context.uploads.remove(`/uploads/${file.key}`);
  }
}

/**
 * Gives the list route of `resource` (registered after this call) an OpenAPI description naming
 * its filters, sorts and fields, for whoever builds the react-admin screens.
 */
export function describeList(app: FastifyInstance, resource: string, description: string): void {
  app.addHook('onRoute', (route) => {
    if (route.url === `/api/admin/${resource}` && [route.method].flat().includes('GET')) {
      route.schema = { ...route.schema, description };
    }
  });
}
