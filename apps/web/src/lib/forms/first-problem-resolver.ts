import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldError, type FieldValues, get, type Resolver, set } from 'react-hook-form';

/** A zod 4 schema as zodResolver takes it, named by what it reads and what it gives (no zod import needed). */
export interface FormSchema<Input, Output> {
  _zod: { input: Input; output: Output };
}

/**
 * A react-hook-form resolver over a zod schema (a contract's request, extended with the form's rules) whose
 * messages are catalogue keys. The app's forms show one problem at a time, the topmost: of the schema's
 * problems only the first in the order the fields were registered (the page's order) is kept, its key turned
 * into text by `describe` (given the field's name, for texts that name it). An issue the schema gives no
 * message of its own, such as a contract's length bound, reads as `fallback`.
 */
export function firstProblemResolver<Input extends FieldValues, Output>(
  schema: FormSchema<Input, Output>,
  describe: (key: string, name: string) => string,
  fallback: string,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema, { error: () => fallback });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const name = options.names?.find((n) => get(result.errors, n));
    if (!name) return result;
    const error: FieldError = get(result.errors, name);
    const errors = {};
    set(errors, name, { ...error, message: describe(error.message ?? fallback, name) });
    return { values: {}, errors };
  };
}
