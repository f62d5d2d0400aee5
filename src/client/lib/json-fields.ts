/**
 * Reading answers whose shape this app does not declare (Better Auth's endpoints): each field is
 * checked as it is read, so an unexpected answer shows up as a missing field, never as a wrong type.
 */
export function field<T>(data: unknown, name: string, is: (value: unknown) => value is T): T | undefined {
  if (typeof data !== 'object' || data === null || !(name in data)) return undefined;
  const value: unknown = Reflect.get(data, name);
  return is(value) ? value : undefined;
}

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isTrue = (value: unknown): value is true => value === true;
export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);
export const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;
