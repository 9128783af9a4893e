import type * as openData from '../open-data.ts';
import { endpoint, type FileAnswer } from './endpoint.ts';

type Params = typeof openData.OpenDataParamsSchema;
type Query = typeof openData.OpenDataQuerySchema;

/** Dữ liệu mở (/open-data): the catalogue, and each dataset as a CSV or JSON download, for everyone. */
export const openDataApi = {
  catalogue: endpoint<{ response: { 200: typeof openData.OpenDataCatalogueResponseSchema } }>()(
    'GET',
    '/api/open-data',
  ),
  /** A dataset as CSV (UTF-8 with a byte-order mark), streamed. */
  csv: endpoint<{ params: Params; query: Query; response: FileAnswer }>()('GET', '/api/open-data/:dataset.csv'),
  /** The same rows as a JSON array, streamed. */
  json: endpoint<{ params: Params; query: Query; response: FileAnswer }>()('GET', '/api/open-data/:dataset.json'),
  /** The same rows as an Excel workbook: Vietnamese headers, numbers and dates as cells, Vietnam's time. */
  xlsx: endpoint<{ params: Params; query: Query; response: FileAnswer }>()('GET', '/api/open-data/:dataset.xlsx'),
  /** The dataset's data dictionary as a Frictionless Data Package (its CSV, each column's name, title, type). */
  datapackage: endpoint<{ params: Params; response: FileAnswer }>()('GET', '/api/open-data/:dataset/datapackage.json'),
  /** Every dataset as a DCAT catalogue (JSON-LD), for the national open-data portal's harvesters. */
  dcat: endpoint<{ response: FileAnswer }>()('GET', '/api/open-data/catalog.jsonld'),
};
