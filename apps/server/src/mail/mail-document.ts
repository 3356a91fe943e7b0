/**
 * A mail as a few kinds of blocks, rendered once as plain text and once as simple HTML. Every
 * string a block holds is text — the store's words with names, reviews and reasons filled in —
 * and the HTML rendering escapes all of it, so nothing a developer, visitor or reviewer wrote can
 * become markup. Links are the store's own addresses (PUBLIC_URL), only http and https.
 *
 * A template engine (Handlebars, MJML) was not taken: seven short mails of paragraphs, a
 * quote, a list and a link need a page of code, and a plain function cannot forget to escape.
 */

export type MailBlock =
  /** A paragraph of the store's words. */
  | { kind: 'paragraph'; text: string }
  /** Someone's own words (a reviewer's message, a review), under a label. */
  | { kind: 'quote'; label: string; text: string }
  /** A list under a label (the guidelines an item does not meet). */
  | { kind: 'list'; label: string; items: readonly string[] }
  /** The one thing to do next: a link drawn as a button. */
  | { kind: 'action'; label: string; url: string };

export interface MailDocument {
  subject: string;
  greeting: string;
  blocks: readonly MailBlock[];
  signature: string;
  /** Why the developer gets the mail, and where to choose which they get. */
  footer: { text: string; linkLabel: string; url: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Fills {{name}} placeholders with values, as text; unknown placeholders stay as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Only the store's own web addresses become links. */
function checkedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`A mail links only to http and https addresses, not ${parsed.protocol}`);
  }
  return parsed.toString();
}

/** One line of a subject: line breaks in names would start new mail headers' lines. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'quote':
      return `${block.label}:\n${block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n')}`;
    case 'list':
      return `${block.label}:\n${block.items.map((item) => `- ${item}`).join('\n')}`;
    case 'action':
      return `${block.label}:\n${checkedUrl(block.url)}`;
  }
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans KR',sans-serif";
const MUTED = 'color:#555555';

/** Text with its line breaks kept, escaped. */
function htmlLines(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join('<br>');
}

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${htmlLines(block.text)}</p>`;
    case 'quote':
      return (
        `<p style="margin:0 0 4px;font-weight:600">${escapeHtml(block.label)}</p>` +
        `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #0b7285;background:#f1f8fa">${htmlLines(block.text)}</blockquote>`
      );
    case 'list':
      return (
        `<p style="margin:0 0 4px;font-weight:600">${escapeHtml(block.label)}</p>` +
        `<ul style="margin:0 0 16px;padding-left:20px">${block.items
          .map((item) => `<li>${escapeHtml(item)}</li>`)
          .join('')}</ul>`
      );
    case 'action':
      return `<p style="margin:24px 0"><a href="${escapeHtml(checkedUrl(block.url))}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#0b7285;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>`;
  }
}

/** The mail's subject, plain text and HTML, from one document. */
export function renderMail(document: MailDocument, language: string): RenderedMail {
  const footerUrl = checkedUrl(document.footer.url);
  const text = [
    document.greeting,
    ...document.blocks.map(textBlock),
    document.signature,
    `--\n${document.footer.text}\n${document.footer.linkLabel}: ${footerUrl}`,
  ].join('\n\n');
  const html =
    `<!DOCTYPE html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(oneLine(document.subject))}</title></head>` +
    `<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;${FONT};font-size:15px;line-height:1.5">` +
    '<div style="max-width:600px;margin:0 auto">' +
    `<p style="margin:0 0 16px">${escapeHtml(document.greeting)}</p>` +
    document.blocks.map(htmlBlock).join('') +
    `<p style="margin:0 0 24px">${escapeHtml(document.signature)}</p>` +
    `<hr style="border:0;border-top:1px solid #dddddd;margin:24px 0 12px">` +
    `<p style="margin:0;font-size:13px;${MUTED}">${escapeHtml(document.footer.text)} ` +
    `<a href="${escapeHtml(footerUrl)}" style="color:#0b7285">${escapeHtml(document.footer.linkLabel)}</a></p>` +
    '</div></body></html>';
  return { subject: oneLine(document.subject), text, html };
}
