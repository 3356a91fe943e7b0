import {
  AUDIT_AREAS,
  AUDIT_PAGE_SIZE,
  AUDIT_QUERY_MAX,
  type AuditAction,
  type AuditArea,
  CURATION_ACTIONS,
  ITEM_REPORT_ACTIONS,
  RATING_MODERATION_ACTIONS,
  RELEASE_ACTIONS,
  REVIEW_ACTIONS,
  type ReviewAction,
  ROLE_ACTIONS,
  type RoleAction,
  SCAN_RULE_AUDIT_ACTIONS,
  TOKEN_ACTIONS,
} from '@lagoon/contract';
import { isRatingAction } from './rating-entry';
import { isReleaseAction } from './release-entry';
import { isReportAction } from './report-entry';
import { isScanRuleAction } from './scan-rule-entry';
import { isTokenAction } from './token-entry';

/** The actions of each part of the log, in the order the filter offers them. */
const ACTIONS_OF_AREA: Readonly<Record<AuditArea, readonly AuditAction[]>> = {
  review: REVIEW_ACTIONS,
  curation: CURATION_ACTIONS,
  access: [...ROLE_ACTIONS, ...TOKEN_ACTIONS],
  ratings: RATING_MODERATION_ACTIONS,
  reports: ITEM_REPORT_ACTIONS,
  releases: RELEASE_ACTIONS,
  scans: SCAN_RULE_AUDIT_ACTIONS,
};

/** The actions the filter offers for a part of the log, or for all of it. */
export function actionsOf(area: AuditArea | null): readonly AuditAction[] {
  return area ? ACTIONS_OF_AREA[area] : AUDIT_AREAS.flatMap((entry) => ACTIONS_OF_AREA[entry]);
}

export function isReviewAction(action: AuditAction): action is ReviewAction {
  return (REVIEW_ACTIONS as readonly string[]).includes(action);
}

export function isRoleAction(action: AuditAction): action is RoleAction {
  return (ROLE_ACTIONS as readonly string[]).includes(action);
}

/** The part of the log an action belongs to. */
export function areaOf(action: AuditAction): AuditArea {
  if (isReviewAction(action)) return 'review';
  if (isRatingAction(action)) return 'ratings';
  if (isReportAction(action)) return 'reports';
  if (isReleaseAction(action)) return 'releases';
  if (isScanRuleAction(action)) return 'scans';
  return isRoleAction(action) || isTokenAction(action) ? 'access' : 'curation';
}

/** One request of the log: what to look for and which page. */
export interface AuditFilter {
  q: string;
  /** One part of the log only (reviews, curation changes, role changes); null for all. */
  area: AuditArea | null;
  action: AuditAction | null;
  offset: number;
  size: number;
}

function isAuditArea(value: string | null): value is AuditArea {
  return value !== null && (AUDIT_AREAS as readonly string[]).includes(value);
}

function isAuditAction(value: string | null): value is AuditAction {
  return value !== null && (actionsOf(null) as readonly string[]).includes(value);
}

/**
 * Reads the log's address (?q=…&area=…&action=…&page=…). The search lives in the URL so a
 * filtered log can be reloaded and shared; anything malformed falls back to the first page of
 * all, and an action of another area to every action of the area.
 */
export function readAuditSearch(search: URLSearchParams, size = AUDIT_PAGE_SIZE): AuditFilter {
  const q = (search.get('q') ?? '').trim().slice(0, AUDIT_QUERY_MAX);
  const areaParam = search.get('area');
  const area = isAuditArea(areaParam) ? areaParam : null;
  const actionParam = search.get('action');
  const action =
    isAuditAction(actionParam) && (area === null || areaOf(actionParam) === area)
      ? actionParam
      : null;
  const page = Number(search.get('page') ?? '1');
  const pageIndex = Number.isInteger(page) && page > 1 ? page - 1 : 0;
  return { q, area, action, offset: pageIndex * size, size };
}

/** The address of a log search; empty parts are left out so the plain log stays /admin/log. */
export function auditSearchPath(search: {
  q: string;
  area: AuditArea | null;
  action: AuditAction | null;
  page: number;
}): string {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set('q', q);
  if (search.area) params.set('area', search.area);
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
