/** The documents under /policies/:doc; the server's default footer links point at these. */
export const POLICY_DOCS = [
  'terms',
  'privacy',
  'white-paper',
  'contact',
  'bug-bounty',
  'about',
  'download',
] as const;

export type PolicyDocId = (typeof POLICY_DOCS)[number];

export function isPolicyDocId(value: string | undefined): value is PolicyDocId {
  return (POLICY_DOCS as readonly string[]).includes(value ?? '');
}

/** The in-store address of a document. */
export function policyPath(doc: PolicyDocId): string {
  return `/policies/${doc}`;
}
