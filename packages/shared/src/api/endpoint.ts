import type { z } from 'zod';

/**
 * The contract between the portal, the back office and the server: one entry per operation, with
 * its method, its address (a Fastify route pattern, `/api/proposals/mine/:id`) and the schemas of
 * its parameters, query, body and answers. The server registers each route from its entry
 * (packages/server/src/http/contract.ts checks that the schemas it validates with are the entry's),
 * the portal and the back office call through `pathOf` and their `call` helpers, and the e2e
 * helpers build their addresses with `pathOf` too. No `/api/` address is written anywhere else.
 *
 * An entry names its schemas by type only (`import type`), so that an entry costs a page nothing
 * but its method and address: the portal's first load and its list pages never carry zod, whose
 * schemas live in the modules beside (`proposals.ts`, `auth.ts`, …) and reach only the server and
 * the chunks of forms.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The schemas of an operation, by type. `response` by status; the 2xx ones are its answers. */
export interface Schemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: { [status: number]: z.ZodType };
}

/** The answers of an operation that sends a file, not JSON. */
export type FileAnswer = Record<never, z.ZodType>;

export interface Endpoint<M extends Method = Method, R extends string = string, S extends Schemas = Schemas> {
  readonly method: M;
  readonly route: R;
  /** Never set: carries the schemas' types to the callers and to the server's check. */
  readonly schemas?: S;
}

/**
 * An entry of the contract: `endpoint<{ body: typeof XSchema; response: { 200: typeof YSchema } }>()('POST', '/api/x')`.
 * (Two calls, so that the schemas are named and the method and address are inferred.)
 */
export function endpoint<S extends Schemas>() {
  return <const M extends Method, const R extends string>(method: M, route: R): Endpoint<M, R, S> => ({
    method,
    route,
  });
}

/** A segment's parameter name without the suffix after it (`:dataset.csv` -> `dataset`). */
type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S;

/** The names of the `:name` segments of a route pattern. */
export type ParamNames<R extends string> = R extends `${string}:${infer Name}/${infer Rest}`
  ? ParamName<Name> | ParamNames<`/${Rest}`>
  : R extends `${string}:${infer Name}`
    ? ParamName<Name>
    : never;

export type PathParams<R extends string> = [ParamNames<R>] extends [never]
  ? undefined
  : { [K in ParamNames<R>]: string | number };

type SchemasOf<E> = E extends Endpoint<Method, string, infer S> ? S : never;
type RouteOf<E> = E extends Endpoint<Method, infer R> ? R : never;

/** What a query may hold: undefined, null and empty values are left out, lists repeat the name. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryOf<E> =
  SchemasOf<E> extends { query: infer Q extends z.ZodType }
    ? Partial<{ [K in keyof z.input<Q>]: QueryValue }>
    : Record<string, QueryValue>;
export type BodyOf<E> = SchemasOf<E> extends { body: infer B extends z.ZodType } ? z.input<B> : never;

type SuccessStatus = 200 | 201 | 202 | 204;
/** The JSON of the operation's successful answers. */
export type AnswerOf<E> = SchemasOf<E>['response'] extends infer R
  ? { [K in keyof R & SuccessStatus]: R[K] extends z.ZodType ? z.output<R[K]> : never }[keyof R & SuccessStatus]
  : never;

/** What building an address takes: the route's parameters (when it has any) and a query. */
export type AddressArgs<E> = (PathParams<RouteOf<E>> extends undefined
  ? { params?: undefined }
  : { params: PathParams<RouteOf<E>> }) & { query?: QueryOf<E> };

/** `?a=1&b=x`, or '' without values. Keys keep the order they were given in. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The address of an operation: each `:name` replaced by its value, encoded, then the query. */
export function pathOf<E extends Endpoint>(endpoint: E, ...[args]: OptionalIfEmpty<AddressArgs<E>>): string {
  const params = (args?.params ?? {}) as Record<string, string | number>;
  const path = endpoint.route.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.route}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
  return `${path}${queryString(args?.query as Record<string, QueryValue> | undefined)}`;
}

/** The arguments may be left out when the route has no parameters. */
export type OptionalIfEmpty<A> = A extends { params: object } ? [args: A] : [args?: A];
