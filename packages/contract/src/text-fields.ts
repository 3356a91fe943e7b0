import { z } from 'zod';

/**
 * Optional text of a form that is sent whole (a rating, a report): blank or left out reads as
 * none (null).
 */
export const optionalText = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, key)
    .optional()
    .nullable()
    .transform((value) => value || null);

/**
 * Optional text of a change that names only what it changes: left out stays undefined (keep it
 * as it is), blank or null reads as none (null).
 */
export const optionalChangedText = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, key)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));
