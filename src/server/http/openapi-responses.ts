import { z } from '@hono/zod-openapi';

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    }),
  })
  .openapi('Error');

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed'),
  404: errorResponse('Not found'),
  409: errorResponse('Conflicts with the current state'),
  422: errorResponse('Invalid input; `issues` names each field'),
};
