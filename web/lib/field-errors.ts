import { isApiError } from './api-error';

/**
 * Puts a 400's named field ("body.name") on the form field of the same name; answers whether it did,
 * so the caller can show any other error above the form.
 */
export function setServerFieldError(
  error: unknown,
  setFieldError: (field: string, message: string) => void,
  fields: readonly string[],
): boolean {
  if (!isApiError(error, 400) || !error.field) return false;
  const field = error.field.replace(/^body\./, '').split('.')[0] ?? '';
  if (!fields.includes(field)) return false;
  setFieldError(field, error.message.replace(/^body\.[\w.]+:\s*/, ''));
  return true;
}
