import { z } from 'zod';
import {
  type Catalogue,
  type FieldAudience,
  type FieldInput,
  type FieldValue,
  fieldsFor,
  type Seen,
  type SeenKeys,
} from './catalogue.ts';
import { singleLine } from './engagement.ts';

/** The zod schemas a field catalogue (catalogue.ts) gives: what the API answers, what a form sends. */

const answerTypes: Record<FieldValue, z.ZodType> = {
  text: z.string(),
  'text?': z.string().nullable(),
  integer: z.number(),
  'integer?': z.number().nullable(),
  number: z.number(),
  integers: z.array(z.number()),
  texts: z.array(z.string()),
  boolean: z.boolean(),
};

/** The fields a reader receives, as the shape of an answer's zod object. */
export function answerShape<C extends Catalogue, Reader extends FieldAudience>(
  catalogue: C,
  reader: Reader,
): { [K in SeenKeys<C, Reader>]: z.ZodType<Seen<C, Reader>[K]> } {
  return Object.fromEntries(
    fieldsFor(catalogue, reader).map(([key, spec]) => {
      const type = answerTypes[spec.value];
      return [key, reader === 'public' && spec.publishedBy ? type.nullable() : type];
    }),
  ) as { [K in SeenKeys<C, Reader>]: z.ZodType<Seen<C, Reader>[K]> };
}

const tooLong = (label: string, max: number) => `${label} không được vượt quá ${max.toLocaleString('vi-VN')} ký tự`;

/** A web address people can open: http or https, a host, no spaces nor characters an address never holds unencoded. */
const isWebAddress = (value: string) => {
  if (/[\s<>"'`{}|\\^]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** A declared input rule as zod: optional (empty is null), one line, within its length. */
function inputRule(label: string, input: FieldInput) {
  const text = z
    .string({ error: 'Giá trị không hợp lệ' })
    .transform(singleLine)
    .pipe(z.string().max(input.max, tooLong(label, input.max)));
  const checked =
    input.kind === 'url'
      ? text.refine(
          (value) => value === '' || isWebAddress(value),
          `${label} phải là một địa chỉ bắt đầu bằng http:// hoặc https://, ví dụ https://congty.vn`,
        )
      : text;
  return checked
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);
}

type DeclaredKeys<C extends Catalogue> = { [K in keyof C]: C[K] extends { input: FieldInput } ? K : never }[keyof C];

/** The schema of each field of the catalogue whose input rule it declares, for a form's object. */
export function declaredInputs<C extends Catalogue>(
  catalogue: C,
): { [K in DeclaredKeys<C>]: ReturnType<typeof inputRule> } {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, spec]) => (spec.input ? [[key, inputRule(spec.label, spec.input)]] : [])),
  ) as { [K in DeclaredKeys<C>]: ReturnType<typeof inputRule> };
}
