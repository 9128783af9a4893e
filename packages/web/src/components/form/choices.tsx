import type { InputHTMLAttributes, ReactNode } from 'react';
import { type Control, Controller, type FieldError, type FieldValues, type Path } from 'react-hook-form';

/**
 * The portal's choice groups: checkboxes whose value is the list of chosen
 * numbers, and radios whose value is one number. Each is a fieldset with its legend, its choices
 * (ids `${idPrefix}-${value}`), then the group's message (`${idPrefix}-error` unless `errorId`
 * says otherwise), which the fieldset is described by.
 */
interface ChoiceGroupProps<T extends FieldValues, O extends FieldValues> {
  legend: string;
  name: Path<T>;
  options: readonly { value: number; label: string }[];
  control: Control<T, unknown, O>;
  idPrefix: string;
  errorId?: string;
  /** The fieldset's class. */
  className: string;
  legendClassName?: string;
}

/** The fieldset of a choice group: its legend, the choices, then the group's message. */
function ChoiceFieldset({
  legend,
  legendClassName = 'form-label fs-6',
  errorId,
  error,
  className,
  children,
}: {
  legend: string;
  legendClassName?: string;
  errorId: string;
  error?: FieldError;
  className: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className={legendClassName}>{legend}</legend>
      {children}
      {error?.message && (
        <div id={errorId} className="invalid-feedback d-block">
          {error.message}
        </div>
      )}
    </fieldset>
  );
}

/** One labelled checkbox or radio of a group. */
function Choice({
  id,
  label,
  invalid,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; invalid: boolean }) {
  return (
    <div className="form-check">
      <input id={id} className={invalid ? 'form-check-input is-invalid' : 'form-check-input'} {...input} />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}

/** How a kind of group reads its field's value: whether a choice is chosen, and the value once it is (un)ticked. */
interface Kind {
  type: 'checkbox' | 'radio';
  chosen: (value: unknown, choice: number) => boolean;
  next: (value: unknown, choice: number, ticked: boolean) => number | number[];
}

const chosenList = (value: unknown) => (value ?? []) as number[];

/** Checkboxes: the value is the list of chosen numbers, in ascending order. */
const CHECKBOXES: Kind = {
  type: 'checkbox',
  chosen: (value, choice) => chosenList(value).includes(choice),
  next: (value, choice, ticked) =>
    ticked
      ? [...chosenList(value), choice].sort((a, b) => a - b)
      : chosenList(value).filter((other) => other !== choice),
};

/** Radios: the value is the one chosen number (a radio is only ever ticked). */
const RADIOS: Kind = {
  type: 'radio',
  chosen: (value, choice) => value === choice,
  next: (_value, choice) => choice,
};

function ChoiceGroup<T extends FieldValues, O extends FieldValues>({
  kind,
  name,
  options,
  control,
  idPrefix,
  errorId = `${idPrefix}-error`,
  ...fieldset
}: ChoiceGroupProps<T, O> & { kind: Kind }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <ChoiceFieldset {...fieldset} errorId={errorId} error={error}>
          {options.map((option) => (
            <Choice
              key={option.value}
              id={`${idPrefix}-${option.value}`}
              label={option.label}
              invalid={Boolean(error)}
              type={kind.type}
              // Radios share a name, so that the browser moves between them with the arrow keys.
              name={kind.type === 'radio' ? idPrefix : undefined}
              checked={kind.chosen(field.value, option.value)}
              onChange={(event) => field.onChange(kind.next(field.value, option.value, event.target.checked))}
              onBlur={field.onBlur}
            />
          ))}
        </ChoiceFieldset>
      )}
    />
  );
}

/** Checkboxes whose value is the list of chosen numbers, in ascending order. */
export function CheckGroup<T extends FieldValues, O extends FieldValues>(props: ChoiceGroupProps<T, O>) {
  return <ChoiceGroup kind={CHECKBOXES} {...props} />;
}

/** Radios whose value is a number; they share the name `idPrefix`. */
export function RadioGroup<T extends FieldValues, O extends FieldValues>(props: ChoiceGroupProps<T, O>) {
  return <ChoiceGroup kind={RADIOS} {...props} />;
}
