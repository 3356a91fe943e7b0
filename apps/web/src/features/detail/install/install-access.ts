import type { InstallRequestState } from '@lagoon/contract';

/**
 * The request side of the install button: in a browser whose group does not allow an item,
 * Add becomes Request, then Requested while an administrator decides, and a denial shows the
 * reason and lets the visitor ask again. Pure, like the machine that uses it.
 */

/** The visitor's latest request for the item, as the button needs it. */
export interface RequestSummary {
  id: string;
  state: InstallRequestState;
  createdAt: string;
  /** The administrator's reason for a denial. */
  decisionReason: string | null;
}

/** What the store answered for this browser's group (GET /ajax/install-access). */
export interface AccessAnswer {
  allowed: boolean;
  request: RequestSummary | null;
  /** The package this browser's group receives (the group's copy of its release's version). */
  crxUrl?: string | null;
}

export type RequestStatus = 'request-needed' | 'requested' | 'request-denied';

/**
 * Where the button stands when the group does not allow the item: Requested while the
 * visitor's request is open, the denial while their latest was denied, else Request. An
 * approved request whose policy has not reached this browser yet reads as Requested.
 */
export function requestStatusOf(request: RequestSummary | null): RequestStatus {
  if (request?.state === 'open' || request?.state === 'approved') return 'requested';
  if (request?.state === 'denied') return 'request-denied';
  return 'request-needed';
}
