import { z } from 'zod';

/** The bodies every part of the API answers with (docs/api.md), published in the OpenAPI document. */

/** Every 4xx/5xx answer: a message, and for invalid input the spec's messages by field. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A write that answers only what happened ('Product deleted successfully', 'Logged out successfully'). */
export const messageAnswerSchema = z.object({ message: z.string() });
