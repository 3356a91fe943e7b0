import { AuditEntry } from '@lagoon/contract';

export type AuditAction = AuditEntry['action'];

/** Every action the log records, in the order the filter offers them. */
export const AUDIT_ACTIONS: readonly AuditAction[] = AuditEntry.shape.action.options;

export const AUDIT_PAGE_SIZE = 50;
/** The server refuses longer searches. */
export const AUDIT_QUERY_MAX = 100;

/** One request of the log: what to look for and which page. */
export interface AuditFilter {
  q: string;
  action: AuditAction | null;
  offset: number;
  size: number;
}

function isAuditAction(value: string | null): value is AuditAction {
  return value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/**
 * Reads the log's address (?q=…&action=…&page=…). The search lives in the URL so a filtered
 * log can be reloaded and shared; anything malformed falls back to the first page of all.
 */
export function readAuditSearch(search: URLSearchParams, size = AUDIT_PAGE_SIZE): AuditFilter {
  const q = (search.get('q') ?? '').trim().slice(0, AUDIT_QUERY_MAX);
  const action = search.get('action');
  const page = Number(search.get('page') ?? '1');
  const pageIndex = Number.isInteger(page) && page > 1 ? page - 1 : 0;
  return { q, action: isAuditAction(action) ? action : null, offset: pageIndex * size, size };
}

/** The address of a log search; empty parts are left out so the plain log stays /admin/log. */
export function auditSearchPath(search: {
  q: string;
  action: AuditAction | null;
  page: number;
}): string {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set('q', q);
  if (search.action) params.set('action', search.action);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `/admin/log?${query}` : '/admin/log';
}

export interface PageWindow {
  /** 1-based number of the first entry shown; 0 when there is none. */
  first: number;
  last: number;
  total: number;
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Where a page of results sits in the whole: "51–100 of 123", and whether to offer more. */
export function pageWindow(offset: number, size: number, shown: number, total: number): PageWindow {
  const page = Math.floor(offset / size) + 1;
  return {
    first: shown > 0 ? offset + 1 : 0,
    last: offset + shown,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
    hasPrevious: offset > 0,
    hasNext: offset + shown < total,
  };
}
