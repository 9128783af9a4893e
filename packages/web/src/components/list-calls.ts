import { productsApi } from '@portal/shared/api/products';
import { call } from '../lib/api.ts';

/*
 * Helpers of the public list pages' loaders, kept apart from SubmissionParts (the author's own
 * lists and timelines, which carry the submissions' schemas): a public list's chunk stays free
 * of zod (first-load.test.ts).
 */

/** The fields (lĩnh vực) of the marketplace's products, for the /propose filter; empty when unavailable. */
export async function loadFields(signal?: AbortSignal): Promise<string[]> {
  try {
    const { data } = await call(productsApi.fields, { signal });
    return data.map((field) => field.name).filter(Boolean);
  } catch {
    // The field is optional: the forms and filters still work without the list.
    return [];
  }
}

/**
 * The page of a list call: left out for the first, as in the list's own address (listQuery), so
 * that the call is the same text as the loader's first call (first-calls.ts).
 */
export const pageParam = (page: string): string | undefined => (page === '1' ? undefined : page);
