import {
  FLEET_ALERT_DIGEST_MAX,
  type FleetAlert,
  type FleetNotAllowedReason,
  type Language,
} from '@lagoon/contract';
import type { Db } from '../db/database.js';
import { fill, type MailBlock, renderMail } from '../mail/mail-document.js';
import type { Mailer } from '../mail/mailer.js';
import { insertMail } from '../mail/outbox-queries.js';
import { type DigestRecipient, loadAlertsByIds, loadDigestRecipients } from './alert-queries.js';

/**
 * The administrators' digest of new drift alerts: one mail per administrator listing every
 * alert raised since the last digest, in the language they chose, with a link to the console's
 * alert list (where the digest is turned off).
 */

interface DigestWords {
  subject: string;
  greeting: string;
  intro: string;
  more: string;
  action: string;
  signature: string;
  footer: string;
  footerLink: string;
  none: string;
  notAllowed: string;
  reasons: Record<FleetNotAllowedReason, string>;
  increased: string;
  inReview: string;
  ownerChanged: string;
  unknownRise: string;
}

const WORDS: Record<Language, DigestWords> = {
  en: {
    subject: 'Fleet alerts: {{count}} new',
    greeting: 'Hello {{nickname}},',
    intro: 'The fleet inventory raised these alerts since the last digest:',
    more: '{{count}} more are listed in the console.',
    action: 'Open the alerts',
    signature: '— Lagoon',
    footer:
      'You get this e-mail because you are an administrator of this store. You can turn the digest off on the alerts page.',
    footerLink: 'Alert settings',
    none: 'none',
    notAllowed: '{{name}} ({{id}}) is in {{browsers}} browsers of {{groups}}: {{reason}}.',
    reasons: {
      'blocked-for-store': 'it is blocked for the whole store',
      'blocked-in-group': "the group's policy blocks it",
      'not-allowlisted': 'the group allows only listed extensions and this one is not listed',
    },
    increased:
      '{{name}} ({{id}}) {{to}} asks for more than {{from}}: {{added}} ({{browsers}} browsers).',
    inReview: 'The update waits in review: {{url}}',
    ownerChanged:
      '{{name}} ({{id}}) moved from the developer account {{from}} to {{to}} on {{date}} ({{browsers}} browsers).',
    unknownRise:
      '{{name}} ({{id}}), which the store does not know, is in {{browsers}} browsers; a day before: {{previous}}.',
  },
  ko: {
    subject: '플릿 알림: 새 알림 {{count}}개',
    greeting: '{{nickname}}님, 안녕하세요.',
    intro: '지난 요약 이후 플릿 인벤토리에서 다음 알림이 발생했습니다.',
    more: '콘솔에서 {{count}}개를 더 볼 수 있습니다.',
    action: '알림 열기',
    signature: 'Lagoon 드림',
    footer:
      '이 스토어의 관리자이기 때문에 이 메일을 받았습니다. 알림 페이지에서 요약 메일을 끌 수 있습니다.',
    footerLink: '알림 설정',
    none: '없음',
    notAllowed:
      '{{name}}({{id}})이(가) {{groups}}의 브라우저 {{browsers}}대에 있습니다. {{reason}}.',
    reasons: {
      'blocked-for-store': '스토어 전체에서 차단된 확장 프로그램입니다',
      'blocked-in-group': '그룹 정책에서 차단한 확장 프로그램입니다',
      'not-allowlisted': '허용 목록에 있는 확장 프로그램만 허용하는 그룹인데 목록에 없습니다',
    },
    increased:
      '{{name}}({{id}}) {{to}} 버전이 {{from}} 버전보다 더 많은 권한을 요청합니다: {{added}} (브라우저 {{browsers}}대).',
    inReview: '업데이트가 심사를 기다리고 있습니다: {{url}}',
    ownerChanged:
      '{{name}}({{id}})의 개발자 계정이 {{date}}에 {{from}}에서 {{to}}(으)로 바뀌었습니다 (브라우저 {{browsers}}대).',
    unknownRise:
      '스토어가 모르는 {{name}}({{id}})이(가) 브라우저 {{browsers}}대에 있습니다. 하루 전: {{previous}}대.',
  },
};

/** One line of the digest for an alert. */
export function digestLine(alert: FleetAlert, language: Language, publicUrl: string): string {
  const words = WORDS[language];
  const base = {
    name: alert.name,
    id: alert.extensionId,
    browsers: alert.browsers,
    groups: alert.groups.map((group) => group.name).join(', ') || words.none,
  };
  const details = alert.details;
  switch (details.kind) {
    case 'not-allowed':
      return fill(words.notAllowed, { ...base, reason: words.reasons[details.reason] });
    case 'permissions-increased': {
      const line = fill(words.increased, {
        ...base,
        to: details.toVersion,
        from: details.fromVersion ?? words.none,
        added: [...details.newPermissions, ...details.newHostPermissions].join(', '),
      });
      if (!details.casePath) return line;
      const url = `${publicUrl.replace(/\/+$/, '')}${details.casePath}?hl=${language}`;
      return `${line} ${fill(words.inReview, { url })}`;
    }
    case 'owner-changed':
      return fill(words.ownerChanged, {
        ...base,
        from: details.fromDeveloper ?? words.none,
        to: details.toDeveloper ?? words.none,
        date: details.changedAt.slice(0, 10),
      });
    case 'unknown-rise':
      return fill(words.unknownRise, { ...base, previous: details.previousBrowsers });
  }
}

/** Queues the digest of `alerts` (newest first) to every recipient, in the caller's transaction. */
export async function queueAlertDigest(
  db: Db,
  mailer: Mailer,
  alerts: readonly FleetAlert[],
  recipients: readonly DigestRecipient[],
): Promise<number> {
  if (alerts.length === 0) return 0;
  const base = mailer.publicUrl.replace(/\/+$/, '');
  for (const recipient of recipients) {
    const { language } = recipient;
    const words = WORDS[language];
    const shown = alerts.slice(0, FLEET_ALERT_DIGEST_MAX);
    const blocks: MailBlock[] = [
      {
        kind: 'list',
        label: words.intro,
        items: shown.map((alert) => digestLine(alert, language, mailer.publicUrl)),
      },
    ];
    if (alerts.length > shown.length) {
      blocks.push({
        kind: 'paragraph',
        text: fill(words.more, { count: alerts.length - shown.length }),
      });
    }
    const alertsUrl = `${base}/admin/fleet/alerts?hl=${language}`;
    blocks.push({ kind: 'action', label: words.action, url: alertsUrl });
    const mail = renderMail(
      {
        subject: fill(words.subject, { count: alerts.length }),
        greeting: fill(words.greeting, { nickname: recipient.nickname }),
        blocks,
        signature: words.signature,
        footer: { text: words.footer, linkLabel: words.footerLink, url: alertsUrl },
      },
      language,
    );
    await insertMail(db, {
      ...mail,
      kind: 'fleet.alerts',
      recipient: recipient.email,
      language,
      itemId: null,
      status: mailer.delivers ? 'queued' : 'kept',
    });
  }
  return recipients.length;
}

/**
 * Claims the alerts for a digest and queues it to every administrator who takes it, in one
 * transaction: the alerts count as mailed exactly when the mails are in the outbox. Returns the
 * number of mails queued.
 */
export async function sendDigest(
  db: Db,
  mailer: Mailer,
  claim: (trx: Db) => Promise<string[]>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const alertIds = await claim(trx);
    if (alertIds.length === 0) return 0;
    const alerts = await loadAlertsByIds(trx, alertIds);
    const recipients = await loadDigestRecipients(trx);
    return queueAlertDigest(trx, mailer, alerts, recipients);
  });
}
