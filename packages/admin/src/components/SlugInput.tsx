import { slugify } from '@portal/shared/slug';
import { useEffect, useRef } from 'react';
import { TextInput, type TextInputProps, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * The address of a record, made from its title (`from`, or another field: a category's name) as
 * staff type it ("Cơ cấu tổ chức" -> "co-cau-to-chuc"), until they write an address of their own.
 * A record that has an address keeps it. Filled before the form is checked, so that a new record
 * whose address was left empty saves on the first click (an outside try-out met "form invalid"
 * with no field marked).
 */
export function SlugInput({
  placeholder,
  from = 'title',
  ...props
}: Omit<TextInputProps, 'source'> & { placeholder?: string; from?: string }) {
  const { getValues, setValue } = useFormContext();
  const translate = useTranslate();
  const title: unknown = useWatch({ name: from });
  /** The address last made from the title: while the field still holds it, it follows the title. */
  const made = useRef<string | null>(null);
  useEffect(() => {
    if (props.readOnly || typeof title !== 'string' || !title.trim()) return;
    const slug = getValues('slug');
    if (slug && slug !== made.current) return;
    made.current = slugify(title);
    if (slug !== made.current) setValue('slug', made.current, { shouldDirty: true, shouldValidate: Boolean(slug) });
  }, [title, props.readOnly, getValues, setValue]);
  return (
    <TextInput source="slug" fullWidth {...props} placeholder={placeholder ? translate(placeholder) : undefined} />
  );
}
