import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';

/**
 * JSON bodies as Fastify reads them, but an empty one (`Content-Type: application/json` and no
 * body, or only white space) is the empty object: a call that needs no body
 * (`/api/notifications/read-all`) works when a client sends the header anyway, and a call that
 * needs fields answers 422 under each of them, in Vietnamese, instead of Fastify's 400
 * FST_ERR_CTP_EMPTY_JSON_BODY. Malformed JSON and prototype poisoning stay refused as before. A
 * write with no body and no content type reads the same.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parse(request, text, done);
  });
  // No body at all (no content type either: a bare POST, a DELETE with its fields in the query) is
  // the empty object too, so the answer is 422 under each missing field, not under the form ("_").
  // Only the routes that read a body carry the hook.
  const emptyBody: preValidationAsyncHookHandler = async (request) => {
    if (request.body === undefined && request.headers['content-type'] === undefined) request.body = {};
  };
  app.addHook('onRoute', (route) => {
    if (!route.schema?.body) return;
    const own = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [emptyBody, ...own];
  });
}
