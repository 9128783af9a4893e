import fc from 'fast-check';
import { type JsonSchema, oddString, oddValue, valueFor } from './arbitraries.ts';

/** The kinds of mutation applied to a valid-looking body. */
const mutationKinds = [
  'drop-required',
  'wrong-type',
  'extra-field',
  'proto-key',
  'huge-string',
  'odd-string',
  'array-instead',
  'scalar-instead',
  'deep-nesting',
  'nested-garbage',
] as const;

/**
 * A mutation of a valid-looking body: a field removed, of the wrong type or very long, an extra
 * field, a `__proto__`/`constructor` key, the body an array or a scalar, or deeply nested.
 * Answers the JSON text (so that `__proto__` really is an own key on the wire).
 */
export function mutatedJson(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc
    .tuple(valueFor(schema), fc.constantFrom(...mutationKinds), oddValue, oddString, fc.nat(), fc.nat({ max: 20_000 }))
    .map(([value, kind, odd, text, pick, depth]) => {
      const body: Record<string, unknown> =
        value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as object) } : {};
      const keys = Object.keys(schema?.properties ?? {});
      const key = keys[pick % Math.max(keys.length, 1)] ?? 'x';
      switch (kind) {
        case 'drop-required': {
          const required = schema?.required ?? keys;
          const dropped = required[pick % Math.max(required.length, 1)];
          if (dropped) delete body[dropped];
          return JSON.stringify(body);
        }
        case 'wrong-type':
          body[key] = odd;
          return JSON.stringify(body);
        case 'odd-string':
          body[key] = text;
          return JSON.stringify(body);
        case 'huge-string':
          body[key] = 'ạ'.repeat(100_000 + (pick % 100_000));
          return JSON.stringify(body);
        case 'extra-field':
          body[`extra_${pick % 7}`] = odd;
          body.id = odd;
          body.role = 'admin';
          body.user_id = 1;
          return JSON.stringify(body);
        case 'proto-key': {
          const json = JSON.stringify(body);
          const extra = [
            '"__proto__":{"role":"admin","isAdmin":true}',
            '"constructor":{"prototype":{"role":"admin"}}',
            `"${key}":{"__proto__":{"x":1}}`,
          ][pick % 3];
          return json === '{}' ? `{${extra}}` : `${json.slice(0, -1)},${extra}}`;
        }
        case 'array-instead':
          return JSON.stringify(pick % 2 ? [body] : [odd, odd]);
        case 'scalar-instead':
          return JSON.stringify(odd) ?? 'null';
        case 'deep-nesting': {
          const levels = 100 + depth;
          return pick % 2
            ? `${'['.repeat(levels)}${']'.repeat(levels)}`
            : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
        }
        case 'nested-garbage':
          body[key] = { [key]: [odd, { nested: odd }], length: -1, toString: 'x' };
          return JSON.stringify(body);
      }
      return JSON.stringify(body);
    });
}

/** Bodies that are not JSON, or not what they say they are. */
export const rawGarbage: fc.Arbitrary<{ payload: string | Buffer; contentType?: string }> = fc.oneof(
  fc.constantFrom(
    { payload: '{', contentType: 'application/json' },
    { payload: '{"a":1,}', contentType: 'application/json' },
    { payload: "{'a':1}", contentType: 'application/json' },
    { payload: '', contentType: 'application/json' },
    { payload: 'null', contentType: 'application/json' },
    { payload: '1e309', contentType: 'application/json' },
    { payload: '"\\ud800"', contentType: 'application/json' },
    { payload: '{"a":"\\u0000"}', contentType: 'application/json' },
    { payload: '{"a":1}', contentType: 'application/xml' },
    { payload: '{"a":1}', contentType: 'text/plain' },
    { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { payload: '{"a":1}', contentType: 'application/json; charset=latin1' },
    { payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
    { payload: '{"a":1}', contentType: 'multipart/form-data' },
    {
      payload: '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      contentType: 'multipart/form-data; boundary=x',
    },
    { payload: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x' },
    { payload: '{"a":1}', contentType: 'application/json\u0000' },
    { payload: '{"a":1}', contentType: '' },
  ),
  fc.string({ unit: 'binary', maxLength: 200 }).map((payload) => ({ payload, contentType: 'application/json' })),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ payload: Buffer.from(bytes), contentType: 'application/json' })),
);
