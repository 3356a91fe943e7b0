import type {
  BlocklistReply,
  BridgeErrorCode,
  BridgeFailure,
  DoneReply,
  HelloReply,
  ItemReply,
  StateReply,
  ThemeReply,
} from '@lagoon/contract';

/** Every answer the bridge sends a store page. */
export type BridgeReply =
  | HelloReply
  | StateReply
  | ItemReply
  | BlocklistReply
  | ThemeReply
  | DoneReply
  | BridgeFailure;

export function failure(code: BridgeErrorCode, message: string): BridgeFailure {
  return { ok: false, error: { code, message } };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
