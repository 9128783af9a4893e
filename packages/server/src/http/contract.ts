import type { Endpoint, Method, ParamNames, Schemas } from '@portal/shared/api/endpoint';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A Fastify instance that reads its routes' types from their zod schemas. */
export type ZodRoutes = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type SchemasOf<E> = E extends Endpoint<Method, string, infer S> ? S : never;
type RouteOf<E> = E extends Endpoint<Method, infer R> ? R : never;

/** The `:name` parameters as text, when the contract gives no schema of its own for them. */
type TextParams<R extends string> = z.ZodObject<{ [K in ParamNames<R>]: z.ZodString }>;

/**
 * What a route validates with: exactly the contract's schemas (a query, body or answer that
 * differs from the entry is a type error), with the documentation's tags and summary.
 */
export type RouteSchema<S extends Schemas> = {
  tags: string[];
  summary: string;
  /** `['multipart/form-data']` for a route that takes files. */
  consumes?: string[];
} & ([keyof S['response']] extends [never] ? { response?: never } : { response: S['response'] }) &
  (S extends { query: infer Q } ? { querystring: Q } : { querystring?: never }) &
  (S extends { body: infer B } ? { body: B } : { body?: never });

type FullSchema<E> = RouteSchema<SchemasOf<E>> & {
  params: SchemasOf<E> extends { params: infer P } ? P : TextParams<RouteOf<E>>;
};

type Handler<E> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  FullSchema<E>,
  ZodTypeProvider
>;

/**
 * Registers the route of a contract entry (packages/shared/src/api): its method and address come
 * from the entry, its schemas must be the entry's. Path parameters the entry gives no schema for
 * are read as text (a route turns one that cannot be an id into a 404, not a 422).
 */
export function serve<E extends Endpoint>(
  routes: ZodRoutes,
  endpoint: E,
  options: Omit<RouteShorthandOptions, 'schema' | 'config'> & {
    config?: FastifyContextConfig;
    schema: RouteSchema<SchemasOf<E>> & { params?: SchemasOf<E> extends { params: infer P } ? P : never };
  },
  handler: Handler<E>,
): void {
  const names = [...endpoint.route.matchAll(/:(\w+)/g)].map(([, name]) => name as string);
  const params =
    options.schema.params ??
    (names.length > 0 ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined);
  // The handler's types were checked against the entry above; Fastify itself takes any handler.
  (routes as unknown as FastifyInstance).route({
    ...options,
    method: endpoint.method,
    url: endpoint.route,
    schema: { ...options.schema, ...(params && { params }) } as FastifySchema,
    handler: handler as unknown as RouteHandlerMethod,
  });
}
