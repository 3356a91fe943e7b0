import type { Language } from '@lagoon/contract';
import { html, SafeHtml } from './html.js';
import { portalText } from './messages.js';

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f8fb;--surface:#fff;--border:#e2e8f0;--border-strong:#cbd5e1;
--text:#0f172a;--muted:#526077;--primary:#0a7f95;--primary-hover:#086b7e;--primary-soft:#e0f4f7;
--on-primary:#fff;--danger:#c2410c;--danger-soft:#fff1ea;--ok:#047857;--ok-soft:#e7f7f0;
--shadow:0 1px 2px rgba(15,23,42,.06),0 12px 32px rgba(15,23,42,.08)}
@media (prefers-color-scheme:dark){:root{--bg:#0c1015;--surface:#141a21;--border:#232c37;
--border-strong:#334050;--text:#e8edf3;--muted:#a3afbf;--primary:#38c6d9;--primary-hover:#5dd5e5;
--primary-soft:#10313a;--on-primary:#05262d;--danger:#fb923c;--danger-soft:#2c1a10;--ok:#34d399;
--ok-soft:#0d2a20;--shadow:0 1px 2px rgba(0,0,0,.4),0 12px 32px rgba(0,0,0,.35)}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;
background:var(--bg);color:var(--text);font:15px/1.5 "Pretendard Variable",Pretendard,-apple-system,
BlinkMacSystemFont,"Segoe UI","Apple SD Gothic Neo","Noto Sans KR","Malgun Gothic",Roboto,Arial,sans-serif}
header{width:100%;max-width:440px;display:flex;justify-content:space-between;align-items:center;padding:28px 4px 20px}
.brand{display:flex;align-items:center;gap:10px;color:var(--text);text-decoration:none;font-weight:700;font-size:19px}
.brand small{display:block;font-weight:400;font-size:12px;color:var(--muted)}
.logo{width:34px;height:34px;border-radius:10px;background:linear-gradient(135deg,#38c6d9,#0a7f95 60%,#2563eb)}
.lang{color:var(--muted);text-decoration:none;font-size:13px;border:1px solid var(--border);border-radius:999px;padding:4px 12px}
.lang:hover{color:var(--text);border-color:var(--border-strong)}
main{width:100%;max-width:440px;background:var(--surface);border:1px solid var(--border);border-radius:16px;
box-shadow:var(--shadow);padding:32px}
h1{font-size:22px;margin:0 0 4px;letter-spacing:-.01em}
h2{font-size:17px;margin:32px 0 12px;padding-top:24px;border-top:1px solid var(--border)}
.subtitle{color:var(--muted);margin:0 0 24px}
form{display:flex;flex-direction:column;gap:16px}
label{display:flex;flex-direction:column;gap:6px;font-weight:600;font-size:13px}
input{font:inherit;font-weight:400;color:var(--text);background:var(--surface);border:1px solid var(--border-strong);
border-radius:10px;padding:10px 12px;outline:none;transition:border-color .12s,box-shadow .12s}
input:focus{border-color:var(--primary);box-shadow:0 0 0 3px var(--primary-soft)}
input[type=file]{padding:8px}
input[aria-invalid=true]{border-color:var(--danger)}
.hint{font-weight:400;color:var(--muted);font-size:12px}
.field-error{font-weight:500;color:var(--danger);font-size:12px}
.alert{border-radius:10px;padding:10px 14px;font-size:14px;margin:0 0 20px;background:var(--danger-soft);color:var(--danger)}
.alert.ok{background:var(--ok-soft);color:var(--ok)}
button{font:inherit;font-weight:600;border:0;border-radius:10px;padding:11px 16px;cursor:pointer;
background:var(--primary);color:var(--on-primary);transition:background .12s}
button:hover{background:var(--primary-hover)}
.button{display:block;text-align:center;text-decoration:none;font-weight:600;border-radius:10px;padding:10px 16px}
.button.secondary,button.secondary{background:transparent;color:var(--text);border:1px solid var(--border-strong)}
.actions{display:flex;flex-direction:column;gap:10px}
.divider{display:flex;align-items:center;gap:12px;color:var(--muted);font-size:13px;margin:20px 0 16px}
.divider::before,.divider::after{content:"";flex:1;border-top:1px solid var(--border)}
.switch{margin:24px 0 0;text-align:center;color:var(--muted);font-size:14px}
a{color:var(--primary)}
.secondary-link{text-align:center;padding:6px;color:var(--muted);text-decoration:none;font-size:14px}
.avatar{width:64px;height:64px;border-radius:50%;object-fit:cover;border:1px solid var(--border)}
footer{padding:24px;font-size:13px}
footer a{color:var(--muted);text-decoration:none}
`;

const STYLE_HTML = new SafeHtml(STYLE.trim());

export interface PageOptions {
  language: Language;
  title: string;
  /** The same page in the other language. */
  otherLanguageUrl: string;
  body: SafeHtml;
}

/** The one frame of every portal page: brand, language switch, card, link back to the store. */
export function portalPage(options: PageOptions): string {
  const { language } = options;
  return `<!doctype html>${html`<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title} · Lagoon</title>
<style>${STYLE_HTML}</style>
</head>
<body>
<header>
<a class="brand" href="/"><span class="logo" aria-hidden="true"></span><span>Lagoon<small>${portalText(language, 'brand.tagline')}</small></span></a>
<a class="lang" href="${options.otherLanguageUrl}" hreflang="${language === 'ko' ? 'en' : 'ko'}">${portalText(language, 'language.other')}</a>
</header>
<main>${options.body}</main>
<footer><a href="/">${portalText(language, 'footer.store')}</a></footer>
</body>
</html>`}`;
}
