import { slugify } from '@portal/shared/slug';
import { TextInput, type TextInputProps, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/**
 * The address of a record: left empty, it is made from the title (`from`, or another field: a
 * category's name) when staff click into it ("Cơ cấu tổ chức" -> "co-cau-to-chuc"), and they may
 * still change it.
 */
export function SlugInput({
  placeholder,
  from = 'title',
  ...props
}: Omit<TextInputProps, 'source'> & { placeholder?: string; from?: string }) {
  const { getValues, setValue } = useFormContext();
  const translate = useTranslate();
  return (
    <TextInput
      source="slug"
      fullWidth
      {...props}
      onFocus={() => {
        const title = getValues(from);
        if (!props.readOnly && !getValues('slug') && typeof title === 'string' && title.trim()) {
          setValue('slug', slugify(title), { shouldDirty: true, shouldValidate: true });
        }
      }}
      placeholder={placeholder ? translate(placeholder) : undefined}
    />
  );
}
