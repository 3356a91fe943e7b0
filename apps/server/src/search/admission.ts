import { SEARCH_RETRY_AFTER_S, SEARCH_WAITING_MAX } from '@lagoon/contract';
import type { FastifyReply } from 'fastify';
import { AppError } from '../http/errors.js';
import type { CatalogIndex } from './catalog-index.js';
import type { SearchIndexHolder } from './index-holder.js';

/**
 * Decides whether a search may run now. Once the index is built a search is a bounded amount
 * of work in memory (at most one pass over the matches, no database), so it always runs: a
 * storm of searches queues fairly with /healthz and every other page instead of holding the
 * database. Until the server's first index is built, at most SEARCH_WAITING_MAX searches wait
 * for it; the others are answered 503 TEMPORARY_PROBLEM with Retry-After at once.
 */
export class SearchAdmission {
  private waiting = 0;

  constructor(private readonly holder: SearchIndexHolder) {}

  /** The index to search, or a thrown TEMPORARY_PROBLEM (with Retry-After set on `reply`). */
  async admit(reply: FastifyReply): Promise<CatalogIndex> {
    const ready = this.holder.ready;
    if (ready) return ready;
    if (this.waiting >= SEARCH_WAITING_MAX) throw shed(reply);
    this.waiting++;
    try {
      return await this.holder.index();
    } catch (error) {
      throw shed(reply, error);
    } finally {
      this.waiting--;
    }
  }
}

function shed(reply: FastifyReply, cause?: unknown): AppError {
  reply.header('retry-after', String(SEARCH_RETRY_AFTER_S));
  return new AppError('TEMPORARY_PROBLEM', undefined, { cause });
}
