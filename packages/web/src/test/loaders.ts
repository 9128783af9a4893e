import type { LoaderFunctionArgs } from 'react-router';

/** A page's loader. */
export type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** Runs a page's loader as the router would on `address`, with `id` as its `:id` when given. */
export async function runLoader(loader: Loader, address: string, id?: string): Promise<void> {
  await loader({
    request: new Request(new URL(address, 'http://localhost')),
    params: id === undefined ? {} : { id },
    context: undefined,
  } as LoaderFunctionArgs);
}
