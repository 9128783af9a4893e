import { describe, expect, it } from 'vitest';
import { bigProblemCatalogue } from './big-problem-fields.ts';
import { openDataColumnsOf, openDataValuesOf } from './catalogue.ts';
import { documentCatalogue } from './document-fields.ts';
import {
  bigProblemFieldLabels,
  documentFieldLabels,
  indicatorFieldLabels,
  indicatorValueFieldLabels,
  postFieldLabels,
  productFieldLabels,
} from './field-labels.ts';
import { OPEN_DATA_DATASETS, type OpenDataDataset, openDataDefinitions } from './open-data.ts';

/** The back office's names of each dataset's entity: a column under the same name is the same field. */
const staffNames: Record<Exclude<OpenDataDataset, 'proposals'>, Record<string, string>> = {
  products: productFieldLabels,
  'big-problems': bigProblemFieldLabels,
  indicators: { ...indicatorFieldLabels, ...indicatorValueFieldLabels },
  documents: documentFieldLabels,
  news: postFieldLabels,
};

/** Columns that hold something else under a field's name, and why. */
const otherThings = new Set([
  'products.name', // a product's or a need's name: the dataset holds both
  'indicators.indicator_id', // the indicator's number on the portal, where the back office links it
]);

describe('open data from the field catalogues', () => {
  it('titles every column as the back office names the same field (one label per field)', () => {
    const drifted: string[] = [];
    for (const [dataset, labels] of Object.entries(staffNames)) {
      for (const column of openDataDefinitions[dataset as OpenDataDataset].columns) {
        const other = column.name === 'id' || otherThings.has(`${dataset}.${column.name}`);
        const label = other ? undefined : labels[column.name];
        if (label !== undefined && label !== column.title)
          drifted.push(`${dataset}.${column.name}: ${column.title} ≠ ${label}`);
      }
    }
    expect(drifted).toEqual([]);
  });

  it('names each column once per dataset', () => {
    for (const dataset of OPEN_DATA_DATASETS) {
      const names = openDataDefinitions[dataset].columns.map((column) => column.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('refuses to publish a field the catalogue does not open (a staff-only field stays out)', () => {
    expect(() => openDataColumnsOf(documentCatalogue, ['internal'])).toThrow(/not an open-data field/);
  });

  it('writes choices in words, rich text as plain text and days as they are', () => {
    const cells = openDataValuesOf(bigProblemCatalogue, {
      title: 'Giám sát sạt lở',
      status: 'open',
      description: '<p>Cảnh báo <strong>sớm</strong></p>',
      deadline: '2027-03-31',
      nq57Groups: [1, 3],
      visible: false,
    });
    expect(cells).toMatchObject({
      title: 'Giám sát sạt lở',
      status: 'Đang tìm giải pháp',
      description: 'Cảnh báo sớm',
      deadline: '2027-03-31',
      nq57_groups: '1; 3',
    });
    expect(cells).not.toHaveProperty('visible');
  });
});
