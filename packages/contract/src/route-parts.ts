import { z } from 'zod';
import { ExtensionId } from './entities.js';

/** The path of a route about one item (`/…/:id`): an item id, else a 400 naming `id`. */
export const ItemParams = z.object({ id: ExtensionId });
export type ItemParams = z.infer<typeof ItemParams>;

/** The longest `hl` a route reads: the length a language tag is allowed to reach. */
export const LANGUAGE_TAG_MAX = 35;

/**
 * `?hl=`: the language of the answer's texts and messages. It is ko or en; any other tag falls
 * back to the default (Accept-Language, else English) instead of being refused.
 */
export const LanguageQuery = z.object({ hl: z.string().max(LANGUAGE_TAG_MAX).optional() });
export type LanguageQuery = z.infer<typeof LanguageQuery>;

/** The answer of a write that has nothing more to say than that it happened. */
export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;
