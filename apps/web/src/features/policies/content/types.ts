import type { PolicyDocId } from '../policy-docs';

/**
 * One block of a document. A bare string is a paragraph. Text may mark identifiers with
 * backticks (`IN_REVIEW`) and link to store pages with [label](/path); see parseInline.
 */
export type PolicyBlock =
  | string
  /** A bulleted list. */
  | { list: readonly string[] }
  /** A numbered list of steps done in order. */
  | { steps: readonly string[] }
  /** Terms and their meanings (states, cookies, browsers). */
  | { terms: readonly { term: string; description: string }[] }
  /** States one after another, e.g. the review workflow; the last may name alternatives. */
  | { flow: readonly string[] }
  /** A highlighted remark set apart from the text. */
  | { note: string };

export interface PolicySection {
  /** The anchor of the section, the same in every language. */
  id: string;
  heading: string;
  blocks: readonly PolicyBlock[];
}

export interface PolicyDocument {
  title: string;
  /** One or two sentences under the title. */
  summary: string;
  /** The day the text last changed, YYYY-MM-DD. */
  updated: string;
  sections: readonly PolicySection[];
}

/** Every document in one language. */
export type PolicyLibrary = Record<PolicyDocId, PolicyDocument>;
