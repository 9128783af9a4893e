import { pathOf } from '@portal/shared/api/endpoint';
import { openDataApi } from '@portal/shared/api/open-data';
import {
  columnType,
  OPEN_DATA_DATASETS,
  OPEN_DATA_LICENCE,
  type OpenDataDataset,
  OpenDataParamsSchema,
  type OpenDataQuery,
  OpenDataQuerySchema,
  type OpenDataRow,
  openDataDefinitions,
} from '@portal/shared/open-data';
import { formatPeriod } from '@portal/shared/periods';
import { href } from '@portal/shared/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EXPORT_MAX_ROWS, type ExportLabels, nq57GroupsLabel, xlsxOf } from '../../back-office/export.ts';
import type { AppContext } from '../../context.ts';
import { serve } from '../../http/contract.ts';
import type { DatasetSource } from './datasets.ts';

/**
 * The workbook is read by people: where the CSV and JSON keep a code for machines, its cells say
 * what the code means (the NQ57 groups by name, "2025-Q1" as "Quý I/2025"), as the back office's
 * exports do.
 */
const readableCells: ExportLabels = {
  nq57_groups: (value) => (typeof value === 'string' && value ? nq57GroupsLabel(value.split('; ')) : value),
  period: (value) => (typeof value === 'string' && value ? formatPeriod(value) : value),
};

/** Rows a workbook holds at most: a spreadsheet is for people; programs take the CSV or JSON. */
export const OPEN_DATA_XLSX_MAX_ROWS = 5 * EXPORT_MAX_ROWS;

/** The links of a dataset beyond CSV and JSON: its workbook and its data dictionary. */
export const datasetFileLinks = (dataset: OpenDataDataset) => ({
  xlsx: pathOf(openDataApi.xlsx, { params: { dataset } }),
  datapackage: pathOf(openDataApi.datapackage, { params: { dataset } }),
});

/** The dataset as a Frictionless Data Package: its CSV as one tabular resource with its schema. */
export function dataPackageOf(dataset: OpenDataDataset, origin: string, siteName: string) {
  const definition = openDataDefinitions[dataset];
  return {
    profile: 'tabular-data-package',
    name: dataset,
    title: definition.title,
    description: definition.description,
    homepage: `${origin}${href('OpenData')}`,
    licenses: [{ name: OPEN_DATA_LICENCE.id, title: OPEN_DATA_LICENCE.title, path: OPEN_DATA_LICENCE.url }],
    sources: [{ title: siteName, path: `${origin}/` }],
    resources: [
      {
        name: dataset,
        path: `${origin}${pathOf(openDataApi.csv, { params: { dataset } })}`,
        profile: 'tabular-data-resource',
        format: 'csv',
        mediatype: 'text/csv',
        encoding: 'utf-8-sig',
        schema: {
          fields: definition.columns.map((column) => ({
            name: column.name,
            title: column.title,
            description: column.description,
            type: columnType(column.name),
            ...(columnType(column.name) === 'datetime' && { format: 'any' }),
          })),
        },
      },
    ],
  };
}

/** Every dataset as a DCAT catalogue in JSON-LD (DCAT-AP), each with its CSV, JSON and Excel distributions. */
export function dcatOf(origin: string, siteName: string, publisher: string, updated: Record<string, Date | null>) {
  const formats = [
    { endpoint: openDataApi.csv, title: 'CSV', mediaType: 'text/csv' },
    { endpoint: openDataApi.json, title: 'JSON', mediaType: 'application/json' },
    {
      endpoint: openDataApi.xlsx,
      title: 'Excel',
      mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  ];
  return {
    '@context': {
      dcat: 'http://www.w3.org/ns/dcat#',
      dct: 'http://purl.org/dc/terms/',
      foaf: 'http://xmlns.com/foaf/0.1/',
    },
    '@id': `${origin}${pathOf(openDataApi.dcat)}`,
    '@type': 'dcat:Catalog',
    'dct:title': `Dữ liệu mở – ${siteName}`,
    'dct:language': 'vi',
    'dct:publisher': { '@type': 'foaf:Organization', 'foaf:name': publisher },
    'foaf:homepage': `${origin}${href('OpenData')}`,
    'dcat:dataset': OPEN_DATA_DATASETS.map((dataset) => ({
      '@id': `${origin}${href('OpenData')}#${dataset}`,
      '@type': 'dcat:Dataset',
      'dct:identifier': dataset,
      'dct:title': openDataDefinitions[dataset].title,
      'dct:description': openDataDefinitions[dataset].description,
      'dct:language': 'vi',
      'dct:license': OPEN_DATA_LICENCE.url,
      ...(updated[dataset] && { 'dct:modified': updated[dataset]?.toISOString() }),
      'dcat:distribution': formats.map((format) => ({
        '@type': 'dcat:Distribution',
        'dct:title': format.title,
        'dcat:mediaType': format.mediaType,
        'dcat:downloadURL': `${origin}${pathOf(format.endpoint, { params: { dataset } })}`,
        'dct:conformsTo': `${origin}${pathOf(openDataApi.datapackage, { params: { dataset } })}`,
      })),
    })),
  };
}

/**
 * Each dataset as an Excel workbook, its data dictionary and the DCAT catalogue of all of them.
 * The workbook is the CSV's rows with the columns' Vietnamese titles as headers, numbers as
 * numbers, days and moments as date cells in Vietnam's time (export.ts).
 */
export function registerOpenDataFiles(
  app: FastifyInstance,
  { settings }: Pick<AppContext, 'settings'>,
  options: {
    origin: string;
    sources: Record<OpenDataDataset, DatasetSource>;
    sourceOf: (dataset: string, query: OpenDataQuery) => Promise<{ dataset: OpenDataDataset; source: DatasetSource }>;
    download: (reply: FastifyReply, type: string, filename: string) => FastifyReply;
    limit: object;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { origin, sources, sourceOf, download, limit } = options;

  serve(
    routes,
    openDataApi.xlsx,
    {
      schema: {
        tags: ['open-data'],
        summary: `Tải một bộ dữ liệu dạng Excel (.xlsx, tiêu đề cột tiếng Việt, giờ Việt Nam; tối đa ${OPEN_DATA_XLSX_MAX_ROWS.toLocaleString('vi-VN')} dòng)`,
        params: OpenDataParamsSchema,
        querystring: OpenDataQuerySchema,
      },
      config: limit,
    },
    async (request, reply) => {
      const { dataset, source } = await sourceOf(request.params.dataset, request.query);
      const rows: OpenDataRow[] = [];
      for await (const batch of source.batches(request.query)) {
        rows.push(...batch.slice(0, OPEN_DATA_XLSX_MAX_ROWS - rows.length));
        if (rows.length >= OPEN_DATA_XLSX_MAX_ROWS) break;
      }
      const { columns, title } = openDataDefinitions[dataset];
      const file = await xlsxOf(
        rows,
        columns.map((column) => column.name),
        Object.fromEntries(columns.map((column) => [column.name, column.title])),
        title,
        readableCells,
      );
      const name = `${dataset}${request.query.indicator === undefined ? '' : `-${request.query.indicator}`}.xlsx`;
      return download(reply, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name).send(file);
    },
  );

  serve(
    routes,
    openDataApi.datapackage,
    {
      schema: {
        tags: ['open-data'],
        summary:
          'Từ điển dữ liệu của một bộ dữ liệu (Frictionless Data Package): tên, tiêu đề, mô tả và kiểu của từng cột',
        params: OpenDataParamsSchema,
      },
    },
    async (request, reply) => {
      const { dataset } = await sourceOf(request.params.dataset, {});
      const site = await settings.get();
      return reply.type('application/json; charset=utf-8').send(dataPackageOf(dataset, origin, site.site_name));
    },
  );

  serve(
    routes,
    openDataApi.dcat,
    {
      schema: {
        tags: ['open-data'],
        summary: 'Danh mục dữ liệu mở theo chuẩn DCAT (JSON-LD), để cổng dữ liệu quốc gia thu thập',
      },
    },
    async (_request, reply) => {
      const site = await settings.get();
      const updated = Object.fromEntries(
        await Promise.all(OPEN_DATA_DATASETS.map(async (id) => [id, await sources[id].updatedAt()] as const)),
      );
      return reply
        .type('application/ld+json; charset=utf-8')
        .send(dcatOf(origin, site.site_name, site.managing_agency || site.site_name, updated));
    },
  );
}
