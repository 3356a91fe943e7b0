import {
  isSocialLinkUrl,
  SOCIAL_LINK_NAME_MAX,
  SOCIAL_LINKS_MAX,
  type SocialLink,
  type SocialLinksInput,
} from '@lagoon/contract';

/** A row of the footer links form; `key` tells rows apart while they move. */
export interface SocialLinkRow {
  key: number;
  name: string;
  url: string;
}

/** Rule keys of the catalog (admin.curation.socialLinks.*), the ones the server sends too. */
export type SocialLinkProblem =
  | 'admin.curation.socialLinks.name.required'
  | 'admin.curation.socialLinks.name.max'
  | 'admin.curation.socialLinks.url.required'
  | 'admin.curation.socialLinks.url.invalid';

export interface RowProblems {
  name?: SocialLinkProblem;
  url?: SocialLinkProblem;
}

/** The form's rows for a saved list. */
export function rowsOf(links: readonly SocialLink[]): SocialLinkRow[] {
  return links.map((link, key) => ({ key, name: link.name, url: link.url }));
}

/** The rows with an empty one at the end, unless the footer's limit is reached. */
export function withNewRow(rows: readonly SocialLinkRow[]): SocialLinkRow[] {
  if (rows.length >= SOCIAL_LINKS_MAX) return [...rows];
  const key = rows.reduce((max, row) => Math.max(max, row.key), -1) + 1;
  return [...rows, { key, name: '', url: '' }];
}

/** A row left blank in both fields is no link: saving drops it. */
function isBlank(row: SocialLinkRow): boolean {
  return row.name.trim() === '' && row.url.trim() === '';
}

/** What each row breaks of the server's rules, checked before sending; empty when none. */
export function rowProblems(rows: readonly SocialLinkRow[]): Map<number, RowProblems> {
  const problems = new Map<number, RowProblems>();
  for (const row of rows) {
    if (isBlank(row)) continue;
    const name = row.name.trim();
    const url = row.url.trim();
    const found: RowProblems = {};
    if (name === '') found.name = 'admin.curation.socialLinks.name.required';
    else if (name.length > SOCIAL_LINK_NAME_MAX) found.name = 'admin.curation.socialLinks.name.max';
    if (url === '') found.url = 'admin.curation.socialLinks.url.required';
    else if (!isSocialLinkUrl(url)) found.url = 'admin.curation.socialLinks.url.invalid';
    if (found.name || found.url) problems.set(row.key, found);
  }
  return problems;
}

/** The list to save, trimmed, blank rows left out, in the rows' order. */
export function socialLinksInput(rows: readonly SocialLinkRow[], reason: string): SocialLinksInput {
  return {
    links: rows
      .filter((row) => !isBlank(row))
      .map((row) => ({ name: row.name.trim(), url: row.url.trim() })),
    reason,
  };
}

/** Whether saving the rows would change the list visitors see. */
export function changesLinks(rows: readonly SocialLinkRow[], saved: readonly SocialLink[]) {
  const next = socialLinksInput(rows, '').links;
  return (
    next.length !== saved.length ||
    next.some((link, index) => link.name !== saved[index]?.name || link.url !== saved[index]?.url)
  );
}
