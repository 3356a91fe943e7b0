import {
  type BlockMode,
  GUIDELINES,
  type GuidelineCode,
  type ItemReportReason,
  isWebAppType,
  type Language,
  type MailKind,
  type ProductType,
} from '@lagoon/contract';
import {
  fill,
  type MailBlock,
  type MailDocument,
  type RenderedMail,
  renderMail,
} from './mail-document.js';
import { mailMessages } from './mail-messages.js';

/** What every mail about an item knows. */
export interface ItemFacts {
  extensionId: string;
  productType: ProductType;
  /** The item's name in the mail's language (else its default language's). */
  name: string;
  /** The developer's public name. */
  developer: string;
}

/** What a mail says, by kind. */
export type MailFacts =
  | { kind: 'review.approved'; version: string | null; message: string | null }
  | {
      kind: 'review.rejected';
      guidelines: readonly string[];
      message: string | null;
      /** An update was rejected: the published version stays. */
      isUpdate: boolean;
    }
  | { kind: 'review.private'; guidelines: readonly string[]; message: string | null }
  | { kind: 'review.blocked'; reason: string; mode: BlockMode }
  | { kind: 'review.unblocked' }
  | { kind: 'rating.new'; score: number; text: string | null; nickname: string }
  | { kind: 'report.new'; reason: ItemReportReason };

/** Where the links of a mail point: the store's PUBLIC_URL, in the mail's language. */
export class MailLinks {
  constructor(
    private readonly publicUrl: string,
    private readonly language: Language,
  ) {}

  private url(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, `${this.publicUrl}/`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    url.searchParams.set('hl', this.language);
    return url.toString();
  }

  product(item: ItemFacts): string {
    return this.url(`/detail/${item.extensionId}`);
  }

  editor(item: ItemFacts): string {
    const kind = isWebAppType(item.productType) ? 'webapp' : 'extension';
    return this.url(`/developers/edit/${kind}/${item.extensionId}`);
  }

  ratings(item: ItemFacts): string {
    return this.url('/developers/ratings', { item: item.extensionId });
  }

  preferences(): string {
    return this.url('/developers/profile/edit');
  }
}

function guidelineTexts(codes: readonly string[], language: Language): string[] {
  return codes.map((code) => GUIDELINES[code as GuidelineCode]?.[language] ?? code);
}

/** The body of a mail of one kind, between greeting and signature. */
function blocksOf(
  facts: MailFacts,
  item: ItemFacts,
  language: Language,
  links: MailLinks,
): { subject: string; blocks: MailBlock[] } {
  const words = mailMessages(language);
  const values = { name: item.name };
  const message = (text: string | null): MailBlock[] =>
    text ? [{ kind: 'quote', label: words.reviewerMessage, text }] : [];
  const guidelines = (codes: readonly string[]): MailBlock[] =>
    codes.length > 0
      ? [{ kind: 'list', label: words.guidelines, items: guidelineTexts(codes, language) }]
      : [];
  const editor: MailBlock = { kind: 'action', label: words.openEditor, url: links.editor(item) };
  switch (facts.kind) {
    case 'review.approved':
      return {
        subject: fill(words.approved.subject, values),
        blocks: [
          {
            kind: 'paragraph',
            text: facts.version
              ? fill(words.approved.introVersion, { ...values, version: facts.version })
              : fill(words.approved.intro, values),
          },
          ...message(facts.message),
          { kind: 'action', label: words.openItem, url: links.product(item) },
        ],
      };
    case 'review.rejected':
      return {
        subject: fill(words.rejected.subject, values),
        blocks: [
          {
            kind: 'paragraph',
            text: [fill(words.rejected.intro, values), facts.isUpdate && words.rejected.updateStays]
              .filter(Boolean)
              .join(' '),
          },
          ...guidelines(facts.guidelines),
          ...message(facts.message),
          { kind: 'paragraph', text: words.rejected.next },
          editor,
        ],
      };
    case 'review.private':
      return {
        subject: fill(words.private.subject, values),
        blocks: [
          { kind: 'paragraph', text: fill(words.private.intro, values) },
          ...guidelines(facts.guidelines),
          ...message(facts.message),
          { kind: 'paragraph', text: words.private.next },
          editor,
        ],
      };
    case 'review.blocked':
      return {
        subject: fill(words.blocked.subject, values),
        blocks: [
          {
            kind: 'paragraph',
            text: `${fill(words.blocked.intro, values)} ${words.blocked.modes[facts.mode]}`,
          },
          ...(facts.reason
            ? [{ kind: 'quote', label: words.blocked.reason, text: facts.reason } as const]
            : []),
          editor,
        ],
      };
    case 'review.unblocked':
      return {
        subject: fill(words.unblocked.subject, values),
        blocks: [
          { kind: 'paragraph', text: fill(words.unblocked.intro, values) },
          { kind: 'action', label: words.openItem, url: links.product(item) },
        ],
      };
    case 'rating.new': {
      const rated = { ...values, score: facts.score, nickname: facts.nickname };
      return {
        subject: fill(words.rating.subject, rated),
        blocks: [
          { kind: 'paragraph', text: fill(words.rating.intro, rated) },
          ...(facts.text
            ? [{ kind: 'quote', label: words.rating.review, text: facts.text } as const]
            : []),
          { kind: 'action', label: words.rating.action, url: links.ratings(item) },
        ],
      };
    }
    case 'report.new':
      return {
        subject: fill(words.report.subject, values),
        blocks: [
          {
            kind: 'paragraph',
            text: fill(words.report.intro, {
              ...values,
              reason: words.report.reasons[facts.reason] ?? facts.reason,
            }),
          },
          { kind: 'paragraph', text: words.report.next },
          editor,
        ],
      };
  }
}

/** A whole mail about an item, in a language, rendered as subject, text and HTML. */
export function composeMail(
  facts: MailFacts,
  item: ItemFacts,
  language: Language,
  publicUrl: string,
): RenderedMail & { kind: MailKind } {
  const words = mailMessages(language);
  const links = new MailLinks(publicUrl, language);
  const { subject, blocks } = blocksOf(facts, item, language, links);
  const document: MailDocument = {
    subject,
    greeting: fill(words.greeting, { developer: item.developer }),
    blocks,
    signature: words.signature,
    footer: { text: words.footer, linkLabel: words.footerLink, url: links.preferences() },
  };
  return { kind: facts.kind, ...renderMail(document, language) };
}
