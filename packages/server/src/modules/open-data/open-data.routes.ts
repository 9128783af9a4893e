import { Readable } from 'node:stream';
import { pathOf } from '@portal/shared/api/endpoint';
import { openDataApi } from '@portal/shared/api/open-data';
import {
  isOpenDataDataset,
  OPEN_DATA_DATASETS,
  OPEN_DATA_LICENCE,
  OPEN_DATA_RATE_LIMIT,
  OpenDataCatalogueResponseSchema,
  type OpenDataDataset,
  OpenDataParamsSchema,
  type OpenDataQuery,
  OpenDataQuerySchema,
  type OpenDataRow,
  openDataDefinitions,
  openDataMessages,
  openDataPages,
} from '@portal/shared/open-data';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { indicators } from '../../db/schema/catalogue.ts';
import { notFound } from '../../errors.ts';
import { serve } from '../../http/contract.ts';
import { publicOrigin } from '../../http/origin.ts';
import { FILE_ANSWER_HEADERS } from '../../storage/uploads.ts';
import { csvLine, UTF8_BOM } from './csv.ts';
import { type DatasetSource, openDataSources } from './datasets.ts';
import { datasetFileLinks, registerOpenDataFiles } from './open-data-files.ts';

/** Each client may start this many downloads a minute; a dataset is read whole each time. */
const downloadLimit = { rateLimit: { max: OPEN_DATA_RATE_LIMIT, timeWindow: '1 minute' } };

type Batches = AsyncIterable<OpenDataRow[]>;

/**
 * The dataset's batches with the first one already read: a database that cannot answer then
 * fails the request with its usual error, before a status and a half-written file are sent.
 */
async function startedBatches(source: DatasetSource, query: OpenDataQuery): Promise<Batches> {
  const batches = source.batches(query);
  const first = await batches.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* batches;
  })();
}

/** The CSV file: the byte-order mark and the header, then each batch as it is read. */
async function* csvText(dataset: OpenDataDataset, batches: Batches) {
  const columns = openDataDefinitions[dataset].columns.map((column) => column.name);
  yield UTF8_BOM + csvLine(columns);
  for await (const rows of batches) {
    yield rows.map((row) => csvLine(columns.map((name) => row[name] ?? null))).join('');
  }
}

/** The JSON file: one array, its objects written a batch at a time. */
async function* jsonText(batches: Batches) {
  yield '[';
  let first = true;
  for await (const rows of batches) {
    const text = rows.map((row) => JSON.stringify(row)).join(',\n');
    yield first ? `\n${text}` : `,\n${text}`;
    first = false;
  }
  yield '\n]\n';
}

/**
 * Dữ liệu mở: the catalogue of the datasets and each one as CSV or JSON,
 * streamed from the database (datasets.ts reads it in batches), for everyone.
 */
export function registerOpenDataRoutes(app: FastifyInstance, context: AppContext): void {
  const { database, now, config, publicCache } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const origin = publicOrigin(config);
  const sources = openDataSources(database.db, now, origin);

  /**
   * The dataset asked for: 404 for one the portal does not have, and for `?indicator=` naming an
   * indicator that is not open data (unknown or hidden), rather than a file with only its header.
   */
  const sourceOf = async (dataset: string, query: OpenDataQuery) => {
    if (!isOpenDataDataset(dataset)) throw notFound(openDataMessages.notFound);
    if (dataset === 'indicators' && query.indicator !== undefined) {
      const [found] = await database.db
        .select({ id: indicators.id })
        .from(indicators)
        .where(and(eq(indicators.id, query.indicator), eq(indicators.visible, true)));
      if (!found) throw notFound(openDataMessages.indicatorNotFound);
    }
    return { dataset, source: sources[dataset] };
  };

  /** A download's headers: an attachment named after the dataset, revalidated like public files. */
  const download = (reply: FastifyReply, type: string, filename: string) =>
    reply
      .type(type)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .headers(FILE_ANSWER_HEADERS)
      // Revalidated each time, like the public files: a hidden item leaves the dataset at once.
      .header('cache-control', 'no-cache');

  const fileName = (dataset: OpenDataDataset, query: OpenDataQuery, extension: string) =>
    `${dataset}${query.indicator === undefined ? '' : `-${query.indicator}`}.${extension}`;

  serve(
    routes,
    openDataApi.catalogue,
    {
      schema: {
        tags: ['open-data'],
        summary:
          'Danh mục dữ liệu mở: mỗi bộ dữ liệu với mô tả, giấy phép, ngày cập nhật, các cột và địa chỉ tải CSV, JSON, Excel và từ điển dữ liệu',
        response: { 200: OpenDataCatalogueResponseSchema },
      },
    },
    async (request, reply) =>
      publicCache.send(request, reply, async () => ({
        data: await Promise.all(
          OPEN_DATA_DATASETS.map(async (id) => ({
            id,
            ...openDataDefinitions[id],
            licence: { ...OPEN_DATA_LICENCE },
            updated_at: (await sources[id].updatedAt())?.toISOString() ?? null,
            links: {
              csv: pathOf(openDataApi.csv, { params: { dataset: id } }),
              json: pathOf(openDataApi.json, { params: { dataset: id } }),
              ...datasetFileLinks(id),
              pages: openDataPages(id),
              ...(id === 'indicators' && {
                by_indicator: {
                  csv: `${pathOf(openDataApi.csv, { params: { dataset: id } })}?indicator={indicator_id}`,
                  json: `${pathOf(openDataApi.json, { params: { dataset: id } })}?indicator={indicator_id}`,
                },
              }),
            },
          })),
        ),
      })),
  );

  // The same data, as a spreadsheet reads it or as a program does.
  const downloads = [
    {
      endpoint: openDataApi.csv,
      summary: 'Tải một bộ dữ liệu dạng CSV (UTF-8 có BOM, RFC 4180); ?indicator= lọc một chỉ tiêu của bộ indicators',
      type: 'text/csv; charset=utf-8',
      extension: 'csv',
      text: csvText,
    },
    {
      endpoint: openDataApi.json,
      summary: 'Tải một bộ dữ liệu dạng JSON (một mảng các bản ghi); ?indicator= lọc một chỉ tiêu của bộ indicators',
      type: 'application/json; charset=utf-8',
      extension: 'json',
      text: (_dataset: OpenDataDataset, batches: Batches) => jsonText(batches),
    },
  ] as const;
  for (const format of downloads) {
    serve(
      routes,
      format.endpoint,
      {
        schema: {
          tags: ['open-data'],
          summary: format.summary,
          params: OpenDataParamsSchema,
          querystring: OpenDataQuerySchema,
        },
        config: downloadLimit,
      },
      async (request, reply) => {
        const { dataset, source } = await sourceOf(request.params.dataset, request.query);
        const batches = await startedBatches(source, request.query);
        return download(reply, format.type, fileName(dataset, request.query, format.extension)).send(
          Readable.from(format.text(dataset, batches), { objectMode: false }),
        );
      },
    );
  }

  registerOpenDataFiles(app, context, { origin, sources, sourceOf, download, limit: downloadLimit });
}
