/**
 * The parts of the store's answers this command reads, as the OpenAPI document at /api-docs
 * describes them (the contract's PackageUploadResult, CreatorItemDetail, UploadSession,
 * MediaUpload and error body). Kept here rather than imported so the command has no
 * dependencies; fields it does not read are left out.
 */

export interface StoreFieldIssue {
  field: string;
  code: string;
  message: string;
}

/** `{"error": …}` of every refusal. */
export interface StoreError {
  code: string;
  message: string;
  status: number;
  logref?: string;
  fields?: StoreFieldIssue[];
}

export interface InspectionIssue {
  code: string;
  severity: 'error' | 'warning';
  message: string;
  path: string | null;
}

export interface InspectionReport {
  errors: InspectionIssue[];
  warnings: InspectionIssue[];
}

/** One side of an item (its draft or its published product). */
export interface ItemSide {
  name: string;
  version: string | null;
  review: string;
}

/** GET /creator/api/extensions/{id}: the draft when there is one, with both sides. */
export interface ItemDetail extends ItemSide {
  extensionId: string;
  status: string;
  blocked: boolean;
  published: boolean;
  draft: ItemSide | null;
  product: ItemSide | null;
  reviewNote: { kind: string; message: string | null } | null;
  lastApprovedAt: string | null;
}

/**
 * GET /creator/api/extensions/{id}/release: while a new version goes to pilot groups first,
 * which version each group of browsers receives. Stores without staged releases answer 404.
 */
export interface ReleaseAnswer {
  liveVersion: string | null;
  staged: {
    pilotVersion: string;
    heldVersion: string;
    pilotGroups: { id: string; name: string }[];
    promoteAt: string | null;
  } | null;
}

/** POST /creator/api/extensions/upload and /creator/api/extensions/{id}/upload. */
export interface PackageUploadAnswer {
  extensionId: string;
  item: ItemDetail;
  report: InspectionReport;
  manifestVersion: number;
}

/** GET /creator/api/photo/upload/session. */
export interface UploadSessionAnswer {
  sessionKey: string;
  uploadHost: string;
  downloadHost: string;
}

/** POST {uploadHost}/photo/upload. */
export interface MediaUploadAnswer {
  kind: 'icon' | 'slide' | 'image';
  url: string;
  width: number;
  height: number;
}

/** GET /creator/api/extensions/{id}/rollback: what a rollback would start from. */
export interface RollbackPlanAnswer {
  liveVersion: string | null;
  proposedVersion: string | null;
  refusal: string | null;
}

/** POST /creator/api/extensions/{id}/rollback. */
export interface RollbackAnswer {
  extensionId: string;
  version: string;
  newVersion: string;
  previousVersion: string;
  publishedAt: string;
}
