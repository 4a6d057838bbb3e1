/**
 * Forms: react-hook-form validated with the contracts' zod schemas. The schemas' own (Indonesian) messages are
 * not shown: each issue is mapped to an i18n key by field, so forms speak the active language. A field error's
 * `message` holds that key; `fieldText` translates it with the limits of `validation-values.ts`.
 *
 * No import of `@scola/contracts` here: the landing page's sign-in form loads the schemas (and zod) only when it
 * is first submitted (`lazySchemaResolver`).
 */
import type { TFunction } from 'i18next';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';

/** Interpolation values of the validation texts (`{{min}}`, `{{max}}`, …), filled in by `validation-values.ts`. */
const knownValues: Record<string, number> = {};

export function provideValidationValues(values: Record<string, number>): void {
  Object.assign(knownValues, values);
}

/** The parts of a zod issue we read. */
export interface SchemaIssue {
  code: string;
  path: readonly PropertyKey[];
}

export interface SafeParser<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: SchemaIssue[] } };
}

/** The i18n key of an issue of one field: a fixed key, or one chosen by the issue (e.g. `too_big`). */
export type IssueKey = string | ((issue: SchemaIssue) => string);

export interface SchemaResolverOptions<TValues extends FieldValues> {
  /** Keys by field; a field not listed reads `validation.invalid`. */
  messages: Partial<Record<Path<TValues>, IssueKey>>;
  /** Form values → the schema's input (empty strings to `null`, numbers from selects, …). */
  toInput?: (values: TValues) => unknown;
  /** Checks across fields the schema does not know (a repeated password): field → key. */
  check?: (values: TValues) => Partial<Record<Path<TValues>, string>>;
}

/** A react-hook-form resolver over a contracts schema; the submit handler receives the schema's output. */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: SafeParser<TOutput>,
  { messages, toInput, check }: SchemaResolverOptions<TValues>,
): Resolver<TValues, unknown, TOutput> {
  return (values) => {
    const errors: Record<string, FieldError> = {};
    const add = (field: string, type: string, key: string) => {
      errors[field] ??= { type, message: key };
    };
    const result = schema.safeParse(toInput ? toInput(values) : values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'root');
        const key = messages[field as Path<TValues>];
        add(field, issue.code, typeof key === 'function' ? key(issue) : (key ?? 'validation.invalid'));
      }
    }
    for (const [field, key] of Object.entries(check?.(values) ?? {})) {
      if (typeof key === 'string') add(field, 'custom', key);
    }
    if (result.success && Object.keys(errors).length === 0) return { values: result.data, errors: {} };
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/**
 * Like `schemaResolver`, for a schema loaded on first use: `load` runs when the form is first validated (so the
 * page showing the form does not carry zod and the contracts).
 */
export function lazySchemaResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<SafeParser<TOutput>>,
  options: SchemaResolverOptions<TValues>,
): Resolver<TValues, unknown, TOutput> {
  let resolver: Resolver<TValues, unknown, TOutput> | undefined;
  return async (values, context, resolverOptions) => {
    resolver ??= schemaResolver(await load(), options);
    return resolver(values, context, resolverOptions);
  };
}

/** `too_big` → `tooLong`, anything else → `otherwise` (the common case of text fields). */
export const byLength =
  (tooLong: string, otherwise: string, empty?: string): IssueKey =>
  (issue) => {
    if (issue.code === 'too_big') return tooLong;
    if (empty !== undefined && issue.code === 'too_small') return empty;
    return otherwise;
  };

/** The translated error of a field, or `undefined`. */
export function fieldText(t: TFunction, error: { message?: string } | undefined): string | undefined {
  return error?.message ? t(error.message, knownValues) : undefined;
}

/**
 * Props wiring a MUI `TextField` to a form field: registration (the ref goes to the `<input>`), error state and the
 * error text in place of the hint.
 */
export function textFieldProps<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  name: Path<TValues>,
  t: TFunction,
  hint?: string,
) {
  const { ref, ...field } = form.register(name);
  const error = fieldText(t, form.formState.errors[name] as FieldError | undefined);
  return {
    ...field,
    inputRef: ref,
    error: error !== undefined,
    helperText: error ?? hint,
  };
}
