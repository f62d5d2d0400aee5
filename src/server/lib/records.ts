/** Whether a value that arrived untyped (a request body, parsed JSON, a thrown value) has fields to read. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A field of a value that arrived untyped, or undefined when it is no object or has no such field. */
export const fieldOf = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);
