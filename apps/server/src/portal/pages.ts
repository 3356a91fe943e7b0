import type { Language } from '@lagoon/contract';
import { html, type SafeHtml } from './html.js';
import { portalPage } from './layout.js';
import { type MessageKey, portalText } from './messages.js';

/** What every portal page needs to build its links and forms. */
export interface PageContext {
  language: Language;
  xsrfToken: string;
  returnUrl: string;
}

function withQuery(path: string, language: Language, returnUrl: string): string {
  const query = new URLSearchParams({ hl: language });
  if (returnUrl !== '/') query.set('returnUrl', returnUrl);
  return `${path}?${query}`;
}

function frame(context: PageContext, path: string, titleKey: MessageKey, body: SafeHtml): string {
  const other: Language = context.language === 'ko' ? 'en' : 'ko';
  return portalPage({
    language: context.language,
    title: portalText(context.language, titleKey),
    otherLanguageUrl: withQuery(path, other, context.returnUrl),
    body,
  });
}

function hiddenFields(context: PageContext): SafeHtml {
  return html`<input type="hidden" name="_xsrf" value="${context.xsrfToken}">
<input type="hidden" name="returnUrl" value="${context.returnUrl}">`;
}

/** A message for the whole form, with its placeholders filled in. */
export interface FormMessage {
  key: MessageKey;
  values?: Readonly<Record<string, string>>;
}

function alert(
  language: Language,
  message: MessageKey | FormMessage | undefined,
  kind = '',
): SafeHtml | string {
  if (!message) return '';
  const { key, values } = typeof message === 'string' ? { key: message, values: {} } : message;
  return html`<p class="alert ${kind}" role="alert">${portalText(language, key, values)}</p>`;
}

interface FieldOptions {
  name: string;
  label: MessageKey;
  type: string;
  value?: string;
  error?: MessageKey | undefined;
  hint?: MessageKey;
  autocomplete?: string;
  required?: boolean;
  extra?: SafeHtml;
}

function field(language: Language, options: FieldOptions): SafeHtml {
  const id = `field-${options.name}`;
  const described = options.error ? `${id}-error` : options.hint ? `${id}-hint` : null;
  return html`<label for="${id}">${portalText(language, options.label)}
<input id="${id}" name="${options.name}" type="${options.type}"${
    options.value !== undefined && options.type !== 'file' && options.type !== 'password'
      ? html` value="${options.value}"`
      : ''
  }${options.autocomplete ? html` autocomplete="${options.autocomplete}"` : ''}${
    options.required ? html` required` : ''
  }${options.error ? html` aria-invalid="true"` : ''}${
    described ? html` aria-describedby="${described}"` : ''
  }${options.extra ?? ''}>
${options.error ? html`<span class="field-error" id="${id}-error">${portalText(language, options.error)}</span>` : options.hint ? html`<span class="hint" id="${id}-hint">${portalText(language, options.hint)}</span>` : ''}
</label>`;
}

export interface LoginForm {
  email: string;
  error?: MessageKey | FormMessage;
  /** Single sign-on, when configured: the provider's name. */
  sso?: string | undefined;
}

export function loginPage(context: PageContext, form: LoginForm): string {
  const { language } = context;
  const body = html`<h1>${portalText(language, 'login.title')}</h1>
<p class="subtitle">${portalText(language, 'login.subtitle')}</p>
${alert(language, form.error)}
<form method="post" action="${withQuery('/accounts/login', language, '/')}" novalidate>
${hiddenFields(context)}
${field(language, { name: 'email', label: 'field.email', type: 'email', value: form.email, autocomplete: 'username', required: true })}
${field(language, { name: 'password', label: 'field.password', type: 'password', autocomplete: 'current-password', required: true })}
<div class="actions"><button type="submit">${portalText(language, 'login.submit')}</button></div>
</form>
${
  form.sso
    ? html`<p class="divider"><span>${portalText(language, 'login.or')}</span></p>
<a class="button secondary" href="${withQuery('/accounts/oidc/start', language, context.returnUrl)}">${portalText(language, 'login.sso', { name: form.sso })}</a>`
    : ''
}
<p class="switch">${portalText(language, 'login.noAccount')} <a href="${withQuery('/accounts/signup', language, context.returnUrl)}">${portalText(language, 'login.createAccount')}</a></p>`;
  return frame(context, '/accounts/login', 'page.login', body);
}

export type SignupField = 'nickname' | 'email' | 'password' | 'birthDate' | 'profileImage';

export interface SignupForm {
  nickname: string;
  email: string;
  birthDate: string;
  errors: Partial<Record<SignupField, MessageKey>>;
  error?: MessageKey | FormMessage;
}

export function signupPage(context: PageContext, form: SignupForm): string {
  const { language } = context;
  const { errors } = form;
  const today = new Date().toISOString().slice(0, 10);
  const body = html`<h1>${portalText(language, 'signup.title')}</h1>
<p class="subtitle">${portalText(language, 'signup.subtitle')}</p>
${alert(language, form.error)}
<form method="post" action="${withQuery('/accounts/signup', language, '/')}" enctype="multipart/form-data" novalidate>
${hiddenFields(context)}
${field(language, { name: 'nickname', label: 'field.nickname', type: 'text', value: form.nickname, error: errors.nickname, autocomplete: 'nickname', required: true, extra: html` maxlength="32"` })}
${field(language, { name: 'email', label: 'field.email', type: 'email', value: form.email, error: errors.email, autocomplete: 'email', required: true })}
${field(language, { name: 'password', label: 'field.password', type: 'password', error: errors.password, hint: 'field.passwordHint', autocomplete: 'new-password', required: true, extra: html` minlength="8"` })}
${field(language, { name: 'birthDate', label: 'field.birthDate', type: 'date', value: form.birthDate, error: errors.birthDate, hint: 'field.birthDateHint', autocomplete: 'bday', required: true, extra: html` max="${today}"` })}
${field(language, { name: 'profileImage', label: 'field.profileImage', type: 'file', error: errors.profileImage, hint: 'field.profileImageHint', extra: html` accept="image/png,image/jpeg,image/webp"` })}
<div class="actions"><button type="submit">${portalText(language, 'signup.submit')}</button></div>
</form>
<p class="switch">${portalText(language, 'signup.haveAccount')} <a href="${withQuery('/accounts/login', language, context.returnUrl)}">${portalText(language, 'signup.signIn')}</a></p>`;
  return frame(context, '/accounts/signup', 'page.signup', body);
}

export function logoutPage(context: PageContext, nickname: string): string {
  const { language } = context;
  // The nickname goes in through a function replacer and is escaped by html``.
  const body = html`<h1>${portalText(language, 'logout.title')}</h1>
<p class="subtitle">${portalText(language, 'logout.signedInAs', { name: nickname })}</p>
<form method="post" action="${withQuery('/accounts/logout', language, '/')}">
${hiddenFields(context)}
<div class="actions"><button type="submit">${portalText(language, 'logout.submit')}</button>
<button type="submit" class="secondary" name="everywhere" value="1" aria-describedby="logout-everywhere-hint">${portalText(language, 'logout.everywhere')}</button>
<span class="hint" id="logout-everywhere-hint">${portalText(language, 'logout.everywhereHint')}</span>
<a class="secondary-link" href="${context.returnUrl}">${portalText(language, 'logout.cancel')}</a></div>
</form>`;
  return frame(context, '/accounts/logout', 'page.logout', body);
}

export interface ProfileForm {
  nickname: string;
  profileImage: string | null;
  errors: Partial<Record<'nickname' | 'profileImage', MessageKey>>;
  saved?: boolean;
  password: PasswordForm;
}

export interface PasswordForm {
  /** False for single sign-on accounts without a password: nothing to change. */
  hasPassword: boolean;
  errors: Partial<Record<'currentPassword' | 'newPassword', MessageKey>>;
  error?: MessageKey | FormMessage;
  changed?: boolean;
}

function passwordSection(context: PageContext, form: PasswordForm): SafeHtml {
  const { language } = context;
  if (!form.hasPassword) {
    return html`<h2>${portalText(language, 'password.title')}</h2>
<p class="hint">${portalText(language, 'password.none')}</p>`;
  }
  return html`<h2>${portalText(language, 'password.title')}</h2>
${form.changed ? alert(language, 'password.changed', 'ok') : alert(language, form.error)}
<form method="post" action="${withQuery('/accounts/password', language, '/')}" novalidate>
${hiddenFields(context)}
${field(language, { name: 'currentPassword', label: 'password.current', type: 'password', error: form.errors.currentPassword, autocomplete: 'current-password', required: true })}
${field(language, { name: 'newPassword', label: 'password.new', type: 'password', error: form.errors.newPassword, hint: 'field.passwordHint', autocomplete: 'new-password', required: true, extra: html` minlength="8"` })}
<div class="actions"><button type="submit">${portalText(language, 'password.submit')}</button></div>
</form>`;
}

export function profilePage(context: PageContext, form: ProfileForm): string {
  const { language } = context;
  const body = html`<h1>${portalText(language, 'profile.title')}</h1>
${form.saved ? alert(language, 'profile.saved', 'ok') : ''}
${form.profileImage ? html`<p><img class="avatar" src="${form.profileImage}" alt=""></p>` : ''}
<form method="post" action="${withQuery('/accounts/profile', language, '/')}" enctype="multipart/form-data" novalidate>
${hiddenFields(context)}
${field(language, { name: 'nickname', label: 'field.nickname', type: 'text', value: form.nickname, error: form.errors.nickname, required: true, extra: html` maxlength="32"` })}
${field(language, { name: 'profileImage', label: 'field.profileImage', type: 'file', error: form.errors.profileImage, hint: 'field.profileImageHint', extra: html` accept="image/png,image/jpeg,image/webp"` })}
<div class="actions"><button type="submit">${portalText(language, 'profile.submit')}</button></div>
</form>
${passwordSection(context, form.password)}`;
  return frame(context, '/accounts/profile', 'page.profile', body);
}

export interface CompleteForm {
  nickname: string;
  birthDate: string;
  errors: Partial<Record<'nickname' | 'birthDate', MessageKey>>;
}

/** Asks a first-time single sign-on user for what the provider did not share. */
export function completePage(context: PageContext, form: CompleteForm): string {
  const { language } = context;
  const today = new Date().toISOString().slice(0, 10);
  const body = html`<h1>${portalText(language, 'complete.title')}</h1>
<p class="subtitle">${portalText(language, 'complete.subtitle')}</p>
<form method="post" action="${withQuery('/accounts/oidc/complete', language, '/')}" novalidate>
${hiddenFields(context)}
${field(language, { name: 'nickname', label: 'field.nickname', type: 'text', value: form.nickname, error: form.errors.nickname, required: true, extra: html` maxlength="32"` })}
${field(language, { name: 'birthDate', label: 'field.birthDate', type: 'date', value: form.birthDate, error: form.errors.birthDate, hint: 'field.birthDateHint', required: true, extra: html` max="${today}"` })}
<div class="actions"><button type="submit">${portalText(language, 'complete.submit')}</button></div>
</form>`;
  return frame(context, '/accounts/oidc/complete', 'page.signup', body);
}
