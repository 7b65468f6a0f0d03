import * as z from 'zod';
import { limits } from '../limits.ts';

/** Every socket request: a client-made id (retries apply once), a type, and its payload. */
export const envelopeSchema = z.object({
  id: z
    .string({ error: 'A request needs an id' })
    .min(1, 'A request needs an id')
    .max(limits.maxRequestIdLength, 'The request id is too long'),
  type: z.string({ error: 'A request needs a type' }).min(1).max(40),
  payload: z.unknown().optional(),
});
