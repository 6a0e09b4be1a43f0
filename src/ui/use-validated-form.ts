/**
 * The validate-after-first-submit loop every form of the site follows (SPEC.md §5): no message while
 * the visitor types a first time; the first submit validates every field, shows the messages and moves
 * the focus to the first wrong field; from then on each change validates again, so a message goes away
 * as soon as its field is right. Written once here instead of in each form.
 *
 * The form's values live in the hook (`initial`), or in the caller when the form is controlled
 * (`{ values, onChange }`: the phone step, whose number the verification flow owns).
 *
 * @example
 * const { form, field, onSubmit } = useValidatedForm(validateLogin, t, { initial: EMPTY });
 * <form ref={form} noValidate onSubmit={onSubmit((valid) => send(valid))}>
 *   <PasswordField id="login-password" label={t('auth.password')} {...field('password')} />
 * </form>
 */
import { useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type { Translate } from '../lib/i18n/translate.ts';
import { hasErrors, type FieldErrors } from '../lib/validation/field-errors.ts';
import { focusFirstError } from './form-field.tsx';

/** What a text or password field of the form takes: spread it into TextField, PasswordField or NewPasswordFields. */
export interface BoundField<Name extends string = string> {
  name: Name;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

export type FormValues<Values> = { initial: Values } | { values: Values; onChange: (values: Values) => void };

export function useValidatedForm<Values extends { [Key in keyof Values]: string }, Field extends string>(
  validate: (values: Values) => FieldErrors<Field>,
  t: Translate,
  source: FormValues<Values>,
) {
  const form = useRef<HTMLFormElement>(null);
  const [own, setOwn] = useState<Values>('initial' in source ? source.initial : source.values);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const values = 'values' in source ? source.values : own;

  /** Changes some fields; after the first submit, validates the whole form again. */
  const update = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    if ('onChange' in source) source.onChange(next);
    else setOwn(next);
    if (submitted) setErrors(validate(next));
  };

  /** The submit handler: validates, shows the messages and focuses the first wrong field, or sends the values. */
  const onSubmit = (send: (valid: Values) => unknown) => (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) focusFirstError(form.current);
    else void send(values);
  };

  /** Back to the first values and to no message until the next submit (after a successful save). */
  const reset = () => {
    if ('initial' in source) setOwn(source.initial);
    setSubmitted(false);
    setErrors({});
  };

  /** The translated message of a field, undefined when it has none. */
  const error = (field: Field): string | undefined => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  /** Value, change handler and message of one field, named as in the values. */
  const field = <Name extends keyof Values & string>(name: Name): BoundField<Name> => ({
    name,
    value: values[name],
    onChange: (event) => update({ [name]: event.currentTarget.value } as Partial<Values>),
    error: error(name as string as Field),
  });

  return { form, values, errors, update, onSubmit, reset, error, field };
}
