import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-catalog.js';

export * from './error-catalog.js';
export { errorHeadline } from './error-headline.js';

export const ErrorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);

/** A field-level problem attached to INVALID_REQUEST and upload errors. */
export const FieldIssue = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssue>;

/** The one error shape of every failing response. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    status: z.number().int(),
    logref: z.string().optional(),
    fields: z.array(FieldIssue).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
