import type { Language } from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { pickLocalization } from '../lib/localization.js';
import { fill, type MailBlock, renderMail } from '../mail/mail-document.js';
import type { Mailer } from '../mail/mailer.js';
import { insertMail } from '../mail/outbox-queries.js';

/**
 * The mail that tells a visitor what became of their install request, in the language of the
 * page they sent it from. It names the item, the group and, for a denial, the administrator's
 * reason, and links to the item's page, where the store shows Add once their browser may.
 */

const WORDS = {
  en: {
    approvedSubject: 'Approved: {{item}}',
    approved:
      "Your request for {{item}} was approved for the group {{group}}. Once the change reaches your browser with your organisation's browser policy, open the item to add it.",
    deniedSubject: 'Not approved: {{item}}',
    denied: 'Your request for {{item}} for the group {{group}} was not approved.',
    reasonLabel: "Administrator's reason",
    open: 'Open {{item}}',
    greeting: 'Hello {{nickname}},',
    signature: '— Lagoon',
    footer: 'You get this e-mail because you asked for this item in the store.',
    footerLink: 'Open the store',
  },
  ko: {
    approvedSubject: '승인됨: {{item}}',
    approved:
      '{{group}} 그룹에 {{item}} 요청이 승인되었습니다. 조직의 브라우저 정책을 통해 변경 사항이 브라우저에 반영되면 항목을 열어 추가할 수 있습니다.',
    deniedSubject: '승인되지 않음: {{item}}',
    denied: '{{group}} 그룹의 {{item}} 요청이 승인되지 않았습니다.',
    reasonLabel: '관리자가 남긴 사유',
    open: '{{item}} 열기',
    greeting: '{{nickname}}님, 안녕하세요.',
    signature: 'Lagoon 드림',
    footer: '스토어에서 이 항목을 요청했기 때문에 이 메일을 받았습니다.',
    footerLink: '스토어 열기',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The item's name in the language, from its published listing (its id without one). */
async function itemName(db: Db, itemId: string, language: Language): Promise<string> {
  const listing = await db
    .selectFrom('items')
    .innerJoin('listings', 'listings.id', 'items.published_listing_id')
    .select(['listings.id', 'listings.default_locale'])
    .where('items.id', '=', itemId)
    .executeTakeFirst();
  if (!listing) return itemId;
  const texts = await db
    .selectFrom('localizations')
    .select(['locale', 'name'])
    .where('listing_id', '=', listing.id)
    .execute();
  return pickLocalization(texts, language, listing.default_locale)?.name || itemId;
}

/** Queues the mail of a decided request, inside the decision's transaction. */
export async function queueRequestMail(db: Db, mailer: Mailer, requestId: string): Promise<void> {
  const request = await db
    .selectFrom('install_requests')
    .innerJoin('users', 'users.id', 'install_requests.user_id')
    .innerJoin('browser_groups', 'browser_groups.id', 'install_requests.group_id')
    .select([
      'install_requests.item_id',
      'install_requests.state',
      'install_requests.language',
      'install_requests.decision_reason',
      'users.email',
      'users.nickname',
      'browser_groups.name as group_name',
    ])
    .where('install_requests.id', '=', requestId)
    .executeTakeFirstOrThrow();
  if (request.state !== 'approved' && request.state !== 'denied') return;
  const language: Language = request.language === 'ko' ? 'ko' : 'en';
  const words = WORDS[language];
  const item = await itemName(db, request.item_id, language);
  const values = { item, group: request.group_name, nickname: request.nickname };
  const base = mailer.publicUrl.replace(/\/+$/, '');
  const approved = request.state === 'approved';
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: fill(approved ? words.approved : words.denied, values) },
  ];
  if (!approved && request.decision_reason) {
    blocks.push({ kind: 'quote', label: words.reasonLabel, text: request.decision_reason });
  }
  blocks.push({
    kind: 'action',
    label: fill(words.open, values),
    url: `${base}/detail/${request.item_id}?hl=${language}`,
  });
  const mail = renderMail(
    {
      subject: fill(approved ? words.approvedSubject : words.deniedSubject, values),
      greeting: fill(words.greeting, values),
      blocks,
      signature: words.signature,
      footer: { text: words.footer, linkLabel: words.footerLink, url: `${base}/?hl=${language}` },
    },
    language,
  );
  await insertMail(db, {
    ...mail,
    kind: approved ? 'request.approved' : 'request.denied',
    recipient: request.email,
    language,
    itemId: request.item_id,
    status: mailer.delivers ? 'queued' : 'kept',
  });
}
