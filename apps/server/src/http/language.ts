import { type Language, resolveLanguage } from '@lagoon/contract';
import type { FastifyRequest } from 'fastify';

/** The interface language of a request: hl, else the primary Accept-Language subtag, else en. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const hl = typeof query?.hl === 'string' ? query.hl : undefined;
  const accept = request.headers['accept-language']?.split(',')[0]?.trim();
  return resolveLanguage(hl, accept);
}
