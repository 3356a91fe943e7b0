import type { Language } from '@lagoon/contract';

const EN = {
  'page.login': 'Sign in',
  'page.signup': 'Create account',
  'page.logout': 'Sign out',
  'page.profile': 'Your profile',
  'brand.tagline': 'Extensions, wallpapers and web apps',
  'login.title': 'Sign in to Lagoon',
  'login.subtitle': 'Use your Lagoon account to continue to the store.',
  'login.submit': 'Sign in',
  'login.noAccount': 'New to Lagoon?',
  'login.createAccount': 'Create an account',
  'signup.title': 'Create your Lagoon account',
  'signup.subtitle': 'One account for browsing, rating and publishing.',
  'signup.submit': 'Create account',
  'signup.haveAccount': 'Already have an account?',
  'signup.signIn': 'Sign in',
  'logout.title': 'Sign out of Lagoon?',
  'logout.signedInAs': 'You are signed in as {name}.',
  'logout.submit': 'Sign out',
  'logout.cancel': 'Stay signed in',
  'logout.everywhere': 'Sign out everywhere',
  'logout.everywhereHint': 'Also ends your sessions in other browsers and on other devices.',
  'profile.title': 'Your profile',
  'profile.submit': 'Save',
  'profile.saved': 'Your profile was saved.',
  'password.title': 'Change password',
  'password.current': 'Current password',
  'password.new': 'New password',
  'password.submit': 'Change password',
  'password.changed': 'Your password was changed. Your other sessions were signed out.',
  'password.none': 'This account signs in with single sign-on and has no password to change.',
  'field.email': 'Email',
  'field.password': 'Password',
  'field.passwordHint': 'At least 8 characters.',
  'field.nickname': 'Nickname',
  'field.birthDate': 'Birth date',
  'field.birthDateHint': 'Used only to work out your age.',
  'field.profileImage': 'Profile picture (optional)',
  'field.profileImageHint': 'PNG, JPEG or WebP, up to 5 MB.',
  'error.credentials': 'The email or password is incorrect.',
  'error.tooMany': 'Too many sign-in attempts. Please wait {wait} and try again.',
  'error.signupTooMany':
    'Too many sign-up attempts from your network. Please wait {wait} and try again.',
  'error.currentPassword': 'The current password is incorrect.',
  'wait.second': '1 second',
  'wait.seconds': '{n} seconds',
  'wait.minute': '1 minute',
  'wait.minutes': '{n} minutes',
  'error.emailTaken': 'An account with this email already exists.',
  'error.email': 'Enter a valid email address.',
  'error.password': 'Use at least 8 characters (at most 200).',
  'error.passwordRequired': 'Enter your password.',
  'error.nickname': 'Enter a nickname of up to 32 characters.',
  'error.nicknameLine': 'Write the nickname on one line, without line breaks or tabs.',
  'error.birthDate': 'Enter a real birth date (YYYY-MM-DD), not in the future.',
  'error.image': 'Use a PNG, JPEG or WebP picture of up to 5 MB.',
  'error.form': 'Please correct the highlighted fields.',
  'error.general': 'An error occurred. Please try again later.',
  'language.other': '한국어',
  'footer.store': 'Back to the store',
  'login.or': 'or',
  'login.sso': 'Sign in with {name}',
  'complete.title': 'One more step',
  'complete.subtitle': 'Tell us your birth date to finish creating your Lagoon account.',
  'complete.submit': 'Continue',
  'error.sso': 'Single sign-on did not complete. Please try again.',
  'error.ssoEmail': 'An account with this email already exists. Sign in with its password instead.',
  'error.ssoNoEmail': 'The sign-on provider did not share an email address.',
} as const;

export type MessageKey = keyof typeof EN;

const KO: Record<MessageKey, string> = {
  'page.login': '로그인',
  'page.signup': '회원 가입',
  'page.logout': '로그아웃',
  'page.profile': '내 프로필',
  'brand.tagline': '확장 앱, 배경화면, 웹 앱',
  'login.title': 'Lagoon에 로그인',
  'login.subtitle': 'Lagoon 계정으로 로그인하고 스토어를 이용하세요.',
  'login.submit': '로그인',
  'login.noAccount': 'Lagoon이 처음이신가요?',
  'login.createAccount': '계정 만들기',
  'signup.title': 'Lagoon 계정 만들기',
  'signup.subtitle': '하나의 계정으로 둘러보기, 평가, 게시까지.',
  'signup.submit': '계정 만들기',
  'signup.haveAccount': '이미 계정이 있으신가요?',
  'signup.signIn': '로그인',
  'logout.title': 'Lagoon에서 로그아웃할까요?',
  'logout.signedInAs': '{name} 님으로 로그인되어 있습니다.',
  'logout.submit': '로그아웃',
  'logout.cancel': '로그인 유지',
  'logout.everywhere': '모든 기기에서 로그아웃',
  'logout.everywhereHint': '다른 브라우저와 기기에 로그인된 세션도 모두 종료합니다.',
  'profile.title': '내 프로필',
  'profile.submit': '저장',
  'profile.saved': '프로필을 저장했습니다.',
  'password.title': '비밀번호 변경',
  'password.current': '현재 비밀번호',
  'password.new': '새 비밀번호',
  'password.submit': '비밀번호 변경',
  'password.changed': '비밀번호를 변경했습니다. 다른 기기의 로그인은 모두 종료되었습니다.',
  'password.none': '이 계정은 통합 로그인을 사용하므로 변경할 비밀번호가 없습니다.',
  'field.email': '이메일',
  'field.password': '비밀번호',
  'field.passwordHint': '8자 이상 입력해 주세요.',
  'field.nickname': '닉네임',
  'field.birthDate': '생년월일',
  'field.birthDateHint': '나이를 확인하는 데에만 사용합니다.',
  'field.profileImage': '프로필 사진 (선택)',
  'field.profileImageHint': 'PNG, JPEG, WebP, 최대 5MB',
  'error.credentials': '이메일 또는 비밀번호가 올바르지 않습니다.',
  'error.tooMany': '로그인 시도가 너무 많습니다. {wait} 후에 다시 시도해 주세요.',
  'error.signupTooMany':
    '이 네트워크에서 가입 시도가 너무 많습니다. {wait} 후에 다시 시도해 주세요.',
  'error.currentPassword': '현재 비밀번호가 올바르지 않습니다.',
  'wait.second': '1초',
  'wait.seconds': '{n}초',
  'wait.minute': '1분',
  'wait.minutes': '{n}분',
  'error.emailTaken': '이미 가입된 이메일입니다.',
  'error.email': '올바른 이메일 주소를 입력해 주세요.',
  'error.password': '비밀번호는 8자 이상 200자 이하로 입력해 주세요.',
  'error.passwordRequired': '비밀번호를 입력해 주세요.',
  'error.nickname': '닉네임을 32자 이내로 입력해 주세요.',
  'error.nicknameLine': '닉네임은 줄바꿈이나 탭 없이 한 줄로 입력해 주세요.',
  'error.birthDate': '올바른 생년월일(YYYY-MM-DD)을 입력해 주세요. 미래 날짜는 사용할 수 없습니다.',
  'error.image': '5MB 이하의 PNG, JPEG, WebP 사진을 사용해 주세요.',
  'error.form': '표시된 항목을 확인해 주세요.',
  'error.general': '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  'language.other': 'English',
  'footer.store': '스토어로 돌아가기',
  'login.or': '또는',
  'login.sso': '{name}(으)로 로그인',
  'complete.title': '마지막 단계',
  'complete.subtitle': 'Lagoon 계정을 만들려면 생년월일을 입력해 주세요.',
  'complete.submit': '계속',
  'error.sso': '통합 로그인을 완료하지 못했습니다. 다시 시도해 주세요.',
  'error.ssoEmail':
    '이 이메일로 가입된 계정이 이미 있습니다. 해당 계정의 비밀번호로 로그인해 주세요.',
  'error.ssoNoEmail': '로그인 제공자가 이메일 주소를 제공하지 않았습니다.',
};

/**
 * The portal's words in a language; English when the language is unknown. `{name}` placeholders
 * are filled from `values` verbatim: a function replacer, so `$&`, `` $` `` or `$'` in a value
 * (a nickname, say) are not read as replacement patterns.
 */
export function portalText(
  language: Language,
  key: MessageKey,
  values: Readonly<Record<string, string>> = {},
): string {
  const text: string = language === 'ko' ? KO[key] : EN[key];
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? placeholder) : placeholder,
  );
}

/** A wait as people say it: "30 seconds", "2 minutes" ("30초", "2분"), rounded up. */
export function waitText(language: Language, milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  if (seconds < 60) {
    return seconds === 1
      ? portalText(language, 'wait.second')
      : portalText(language, 'wait.seconds', { n: String(seconds) });
  }
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1
    ? portalText(language, 'wait.minute')
    : portalText(language, 'wait.minutes', { n: String(minutes) });
}
