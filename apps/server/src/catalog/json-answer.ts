import { errorMessage, type Language, type ListErrorItem, Product } from '@lagoon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { presentProduct } from './product-presenter.js';
import type { ProductParts } from './product-repository.js';

/**
 * A public answer kept in the catalog cache already serialised: a cache hit then costs no
 * schema check and no JSON encoding. The value is checked against its schema once, when built.
 */
export function cachedJson<T extends z.ZodType>(
  app: FastifyInstance,
  key: string,
  schema: T,
  compute: () => Promise<z.output<T>>,
): Promise<string> {
  return app.catalogCache.get(`json:${key}`, async () =>
    JSON.stringify(schema.encode(await compute())),
  );
}

/** Sends JSON that is already serialised; Fastify passes a JSON string through untouched. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Presents the items of a list. One item that cannot be presented becomes an error item
 * with logref and message instead of failing the whole list.
 */
export function presentListItems(
  request: FastifyRequest,
  parts: readonly ProductParts[],
  language: Language,
  publicUrl: string,
): (Product | ListErrorItem)[] {
  return parts.map((entry) => {
    try {
      // Checked here, item by item, so one broken row cannot fail the whole answer.
      return Product.parse(presentProduct(entry, language, publicUrl));
    } catch (error) {
      request.log.error({ err: error, itemId: entry.item.id }, 'list item could not be presented');
      return { logref: request.id, message: errorMessage('INTERNAL_ERROR', language) };
    }
  });
}

/** Presents items for a list that has no room for error items: failures are logged and left out. */
export function presentProducts(
  request: FastifyRequest,
  parts: readonly ProductParts[],
  language: Language,
  publicUrl: string,
): Product[] {
  return presentListItems(request, parts, language, publicUrl).filter(
    (entry): entry is Product => 'extensionId' in entry,
  );
}
