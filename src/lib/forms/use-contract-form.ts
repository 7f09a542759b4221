import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import {
  DEFAULT_LANGUAGE,
  fieldErrors,
  isLanguage,
  validationMessages,
  type Language,
  type MessageKey,
} from '../../../contract/messages';
import { newIdempotencyKey, outcomeUnknown, type ApiResult } from '../api-client';

export type FormValues = Record<string, string>;
type Errors = Record<string, string>;

export interface ContractFormOptions<V extends FormValues, S extends z.ZodMiniType, D> {
  /** the call's body schema from contract/: its rules are the form's rules */
  schema: S;
  initial: V;
  /** what was typed → the call's input (e.g. digits without spaces) */
  toInput: (values: V) => z.input<S>;
  /** rules the contract cannot know (limits from config, a confirmation field): field → shown text;
   *  they win over the schema's message for the same field */
  check?: (values: V, message: (key: MessageKey) => string) => Errors;
  /** sends one submission; the key stays the same for every retry of it */
  send: (input: z.input<S>, idempotencyKey: string) => Promise<ApiResult<D>>;
  /** asked after the form is valid, before sending (money moving on a tap); false sends nothing */
  confirm?: (input: z.input<S>) => Promise<boolean>;
  /** awaited: the form stays busy until it settles (signing in waits for the session to be stored) */
  onSuccess?: (data: D, values: V) => void | Promise<void>;
}

/**
 * A form over a contract schema: errors per field in the user's language as they type (touched fields)
 * and on submit (all fields), no double submit, one Idempotency-Key per submission kept across retries
 * after a time-out, and server refusals shown beside the form with the input kept.
 */
export function useContractForm<V extends FormValues, S extends z.ZodMiniType, D>(
  options: ContractFormOptions<V, S, D>,
) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [values, setValues] = useState<V>(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverFields, setServerFields] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const sending = useRef(false);
  const key = useRef<string | null>(null);

  const validation = validate(options, values, language);

  const shown: Errors = {};
  for (const [name, message] of Object.entries({ ...validation.errors, ...serverFields })) {
    if (attempted || touched.has(name) || name in serverFields) shown[name] = message;
  }

  function setValue(name: keyof V & string, value: string) {
    if (values[name] === value) return;
    // a changed body is a new submission: a new key, or the server would answer 409
    key.current = null;
    setValues((previous) => ({ ...previous, [name]: value }));
    setTouched((previous) => new Set(previous).add(name));
    setServerFields((previous) => {
      const rest = { ...previous };
      delete rest[name];
      return rest;
    });
  }

  async function submit(): Promise<void> {
    if (sending.current) return;
    setAttempted(true);
    if (Object.keys(validation.errors).length > 0) return;
    sending.current = true;
    setFormError(null);
    try {
      if (options.confirm && !(await options.confirm(validation.input))) return;
      setSubmitting(true);
      key.current ??= newIdempotencyKey();
      const result = await options.send(validation.input, key.current);
      if (result.ok) {
        key.current = null;
        await options.onSuccess?.(result.data, values);
        return;
      }
      if (!outcomeUnknown(result.code)) key.current = null;
      const fields = Object.keys(result.fields ?? {});
      if (fields.length > 0) setServerFields(result.fields!);
      // said under its field already: the banner would say it twice (one it has no field for, it says)
      setFormError(fields.length > 0 && fields.every((name) => name in values) ? null : result.msg);
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  }

  /** value, onChange and error of one field, to spread on a field component */
  const bind = (name: keyof V & string) => ({
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    error: shown[name],
  });

  return { values, setValue, bind, errors: shown, formError, submitting, submit };
}

function validate<V extends FormValues, S extends z.ZodMiniType, D>(
  options: ContractFormOptions<V, S, D>,
  values: V,
  language: Language,
): { input: z.input<S>; errors: Errors } {
  const input = options.toInput(values);
  const result = options.schema.safeParse(input);
  const schemaErrors = result.success ? {} : fieldErrors(result.error.issues, language);
  const message = (key: MessageKey) => validationMessages[language][key];
  return { input, errors: { ...schemaErrors, ...options.check?.(values, message) } };
}

/** A confirmation field's rule for `check`: its error when it differs from what it confirms. */
export function confirmError(name: string, value: string, confirmed: string, message: string): Record<string, string> {
  return value === confirmed ? {} : { [name]: message };
}
