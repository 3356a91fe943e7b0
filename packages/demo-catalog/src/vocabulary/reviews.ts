/**
 * Reviews of the demo catalog, as store visitors write them: by kind of item, language and
 * score, so the words fit the stars. `{name}` stands for the item's name in the review's
 * language. A critical review may come with the developer's answer to exactly that complaint;
 * the others that get an answer take one of the general replies.
 */
export type ReviewLanguage = 'en' | 'ko';
export type ReviewKind = 'extension' | 'webapp' | 'theme';

/** A review's text, or a text with the reply its developer gives. */
export type ReviewText = string | { text: string; reply: string };

/** Texts for 1, 2, 3, 4 and 5 stars. */
type ByScore = readonly [
  readonly ReviewText[],
  readonly ReviewText[],
  readonly ReviewText[],
  readonly ReviewText[],
  readonly ReviewText[],
];

const EXTENSION_EN: ByScore = [
  [
    {
      text: 'Stopped working completely after the last update. Uninstalled.',
      reply:
        'Sorry about that! The update changed how the extension starts, and 1 in 50 installs did not restart properly. Turning it off and on again fixes it, and the next version does this by itself.',
    },
    'Does not do what the description says. Nothing happens when I click the icon.',
    {
      text: 'Uses a lot of memory and made my browser freeze twice. Not worth it.',
      reply:
        'Thank you for the report. We found a leak on pages that reload themselves and fixed it in the latest version; memory use should stay flat now.',
    },
    'Broke every site with a login form for me. Please fix this.',
    'It opened a tab with an advertisement right after I installed it. No thanks.',
    {
      text: 'Does nothing on Korean sites.',
      reply:
        'Thanks for telling us. Pages in Korean were skipped by mistake since the last release; the fix is already waiting for review.',
    },
  ],
  [
    {
      text: 'Since the last update it no longer starts on its own; I have to click the icon every time.',
      reply:
        'Thanks for the report! Automatic start now follows the setting on the options page, which was off for some of you after the update. Switching it on brings the old behaviour back.',
    },
    'Too slow. Pages take noticeably longer to load with it turned on.',
    {
      text: 'It keeps losing my settings. Nice when it works, but I have set it up four times now.',
      reply:
        'We are sorry for the trouble. Settings were lost when the browser closed during a sync; the latest version saves them first. Please update and let us know if it happens again.',
    },
    {
      text: "The shortcut clashes with one of the browser's own and there is no way to change it.",
      reply: 'Good point. The next version lets you choose your own shortcut on the options page.',
    },
    'Worked fine until the latest version; now half the buttons do nothing on my screen.',
    'Looks nice, but it crashed twice this week and took my notes with it.',
  ],
  [
    'It is okay. Does the basics, but sometimes forgets my preferences after a restart.',
    'Useful, but the popup is slow to open on my older laptop.',
    {
      text: 'Decent, though the latest update moved the buttons around and I keep clicking the wrong one.',
      reply:
        'We hear you. The next version adds an option to bring back the old order of the buttons.',
    },
    'Good idea, average execution. Works on most sites, just not on the ones I use the most.',
    'Fine for simple things. The options page is confusing and there is no help.',
    'Mixed feelings. The main feature is great, but it shows a notification every time it updates.',
    'Average.',
    'It works, but sync between my two computers only happens now and then.',
  ],
  [
    'Works well. I would love a way to export my settings, but otherwise it is great.',
    'Very handy and quick. The icon is a little hard to see on a dark toolbar.',
    'Good extension. It occasionally needs a page reload to start working, but that is rare.',
    'Does the job nicely. A few more options for the shortcuts would make it perfect.',
    '{name} has become part of my daily routine. Four stars only because the Korean translation has a few odd phrases.',
    'Solid and fast since the last update. It used to lag on long pages; now it does not.',
    'Great idea and well done. I hope the sidebar gets bigger text in the next version.',
    'Nice.',
    'Useful and unobtrusive. It would be five stars with a way to turn it off on certain sites.',
    'Works as advertised. Memory use is a bit higher than I expected, but still fine.',
  ],
  [
    'Does exactly what it says. I use it every day and have never had a problem.',
    '{name} saves me a good ten minutes every morning. Setup took less than a minute and it has worked on every site I tried.',
    'Fast, light and no ads. The keyboard shortcut is the best part: I barely touch the toolbar icon anymore.',
    'Best one of its kind I have tried, and I tried five. It does not slow my browser down even with 40 tabs open.',
    'Clean design, sensible defaults, and the options page explains every setting. More extensions should be like this.',
    'The last update added dark mode and sync between my laptop and desktop. Both work perfectly.',
    'I reported a bug with pages in Korean and it was fixed within a week. Great developer, great extension.',
    'Simple and reliable.',
    'Love it. It just works.',
    'Used it for two years, across three computers. My settings always come along and it has never crashed.',
    'Only asks for the permissions it needs, which is why I picked it over the alternatives. Works great.',
    'Perfect for work. The popup opens instantly and remembers where I left off.',
  ],
];

const EXTENSION_KO: ByScore = [
  [
    {
      text: '업데이트 후 아예 동작하지 않아요. 삭제했습니다.',
      reply:
        '불편을 드려 죄송합니다. 이번 업데이트에서 실행 방식이 바뀌면서 일부 환경에서 다시 시작되지 않는 문제가 있었습니다. 확장 앱을 껐다 켜면 해결되며, 다음 버전에서는 자동으로 처리됩니다.',
    },
    '설명과 다르게 아이콘을 눌러도 아무 일도 일어나지 않아요.',
    {
      text: '메모리를 너무 많이 써서 브라우저가 두 번이나 멈췄어요.',
      reply:
        '제보 감사합니다. 스스로 새로고침되는 페이지에서 메모리가 새는 문제를 찾아 최신 버전에서 고쳤습니다.',
    },
    '로그인 화면이 있는 사이트가 전부 깨집니다. 빨리 고쳐 주세요.',
    '설치하자마자 광고 탭이 열렸어요. 별로입니다.',
    {
      text: '한글 사이트에서는 전혀 동작하지 않네요.',
      reply:
        '알려 주셔서 감사합니다. 지난 배포에서 한국어 페이지를 건너뛰는 실수가 있었고, 수정한 버전이 심사 중입니다.',
    },
  ],
  [
    {
      text: '지난 업데이트 이후로 자동으로 실행이 안 돼서 매번 아이콘을 눌러야 해요.',
      reply:
        '제보 감사합니다. 자동 실행이 이제 설정 화면의 옵션을 따르는데, 업데이트 후 일부 사용자에게 꺼져 있었습니다. 옵션을 켜시면 예전처럼 동작합니다.',
    },
    '켜 두면 페이지 로딩이 눈에 띄게 느려집니다.',
    {
      text: '설정이 계속 사라져요. 벌써 네 번째 다시 설정했습니다.',
      reply:
        '불편을 드려 죄송합니다. 동기화 중에 브라우저를 닫으면 설정이 사라지는 문제가 있었는데, 최신 버전에서는 먼저 저장합니다. 업데이트 후에도 같은 문제가 있으면 알려 주세요.',
    },
    {
      text: '단축키가 브라우저 기본 단축키와 겹치는데 바꿀 방법이 없어요.',
      reply: '좋은 지적입니다. 다음 버전부터 설정 화면에서 단축키를 직접 바꿀 수 있습니다.',
    },
    '최신 버전부터 버튼 절반이 눌러도 반응이 없어요.',
    '이번 주에만 두 번 멈췄고 적어 둔 메모도 날아갔어요.',
  ],
  [
    '가끔 느려지지만 전체적으로 만족합니다.',
    '기본 기능은 괜찮은데 재시작하면 설정이 가끔 초기화돼요.',
    '쓸 만한데 오래된 노트북에서는 팝업이 늦게 열립니다.',
    {
      text: '최근 업데이트로 버튼 위치가 바뀌어서 자꾸 잘못 누르게 되네요.',
      reply: '의견 감사합니다. 다음 버전에 예전 버튼 순서로 되돌리는 옵션을 추가합니다.',
    },
    '아이디어는 좋은데 제가 자주 가는 사이트에서는 잘 안 돼요.',
    '그럭저럭 쓸 만해요.',
    '핵심 기능은 좋은데 업데이트할 때마다 알림이 떠서 번거롭습니다.',
    '두 컴퓨터 사이 동기화가 될 때도 있고 안 될 때도 있어요.',
  ],
  [
    '잘 됩니다. 설정 내보내기 기능만 있으면 완벽할 것 같아요.',
    '편하고 빠릅니다. 다만 어두운 툴바에서는 아이콘이 잘 안 보여요.',
    '좋은 확장 앱이에요. 가끔 페이지를 새로고침해야 동작하지만 드문 일입니다.',
    '딱 필요한 기능만 있어서 좋아요. 단축키 설정이 조금 더 다양하면 좋겠습니다.',
    '업데이트 후에 더 편해졌네요. 예전엔 긴 페이지에서 버벅였는데 이제는 괜찮아요.',
    '{name}, 이제 매일 쓰는 필수 도구가 됐어요. 번역이 조금 어색한 부분이 있어서 별 하나 뺐습니다.',
    '만족합니다.',
    '유용하고 거슬리지 않아요. 특정 사이트에서만 끌 수 있으면 별 다섯 개 드릴게요.',
    '설명대로 잘 동작해요. 메모리를 생각보다 조금 더 쓰지만 괜찮습니다.',
    '아이디어가 좋고 완성도도 높아요. 다음 버전에서 사이드바 글씨가 조금 커지면 좋겠어요.',
  ],
  [
    '매일 잘 쓰고 있어요. 가볍고 빠릅니다.',
    '설명 그대로 동작합니다. 설치하고 1분 만에 설정이 끝났어요.',
    '{name} 덕분에 아침마다 10분은 아끼는 것 같아요. 써 본 사이트 모두에서 문제없이 잘 됩니다.',
    '단축키가 정말 편해요. 이제 툴바 아이콘은 거의 누르지 않습니다.',
    '비슷한 확장 앱을 다섯 개쯤 써 봤는데 이게 제일 낫습니다. 탭을 40개 열어도 느려지지 않아요.',
    '디자인이 깔끔하고 설정 화면에 설명이 잘 되어 있어요. 광고도 없고요.',
    '지난 업데이트에서 다크 모드와 동기화가 추가됐는데 둘 다 완벽하게 동작합니다.',
    '한글 페이지에서 생기던 오류를 제보했더니 일주일 만에 고쳐 주셨어요. 감사합니다!',
    '심플하고 믿음직해요.',
    '2년째 쓰고 있는데 컴퓨터를 바꿔도 설정이 그대로 따라와서 좋아요.',
    '꼭 필요한 권한만 요청해서 믿고 씁니다. 강력 추천해요.',
    '업무용으로 딱이에요. 팝업이 바로 열리고 작업하던 곳을 기억해 줍니다.',
  ],
];

const WEBAPP_EN: ByScore = [
  ['Only shows a blank page for me.', 'Could not sign in at all, it just loops back to the start.'],
  [
    {
      text: 'Keeps logging me out every day.',
      reply:
        'Thanks for the report. Sessions now last 30 days unless you sign out yourself; the change went live this week.',
    },
    'Slow to start, and the window size is not remembered.',
  ],
  [
    'It is basically the website in a window. Fine, but nothing more.',
    'Works, but notifications stopped after a week.',
    'Handy, though some links open in the browser instead of the app.',
  ],
  [
    'Handy to have in its own window. A few menus still open in the browser.',
    'Good app. I would love a dark theme.',
    'Does what I need. Signing in takes one extra step.',
  ],
  [
    'Works like a real app, even offline. I pinned it to the taskbar.',
    '{name} opens faster than the website in a tab and remembers me.',
    'Great for quick checks during the day. Notifications arrive on time.',
    'Clean and fast.',
  ],
];

const WEBAPP_KO: ByScore = [
  ['빈 화면만 나와요.', '로그인이 아예 안 되고 처음 화면으로 계속 돌아갑니다.'],
  [
    {
      text: '매일 로그아웃돼요.',
      reply: '제보 감사합니다. 이번 주부터 직접 로그아웃하지 않으면 30일 동안 로그인이 유지됩니다.',
    },
    '실행이 느리고 창 크기를 기억하지 못해요.',
  ],
  [
    '웹사이트를 창으로 띄운 것과 별 차이가 없네요. 나쁘진 않아요.',
    '잘 되다가 일주일쯤 지나니 알림이 안 와요.',
    '편하긴 한데 일부 링크는 앱이 아니라 브라우저에서 열려요.',
  ],
  [
    '별도 창으로 쓸 수 있어서 편해요. 몇몇 메뉴는 아직 브라우저에서 열립니다.',
    '좋은 앱이에요. 다크 테마가 있으면 좋겠어요.',
    '필요한 기능은 다 있어요. 로그인할 때 한 단계가 더 있는 게 아쉬워요.',
  ],
  [
    '진짜 앱처럼 동작하고 오프라인에서도 돼요. 작업 표시줄에 고정해 뒀습니다.',
    '{name}, 탭에서 여는 것보다 훨씬 빨리 열리고 로그인도 유지돼요.',
    '틈틈이 확인하기 좋아요. 알림도 제때 옵니다.',
    '깔끔하고 빨라요.',
  ],
];

const THEME_EN: ByScore = [
  [
    'Replaced my new tab page and I could not find how to change it back.',
    'Blurry and slow. Removed it.',
  ],
  [
    'The new tab takes a second to appear since I installed it.',
    'The photos look blurry on my large monitor.',
  ],
  [
    'Pretty, but the photos repeat too often.',
    'Nice colours, but the text on top is hard to read on the bright pictures.',
    'Okay. The clock is nice, the pictures are not really my style.',
  ],
  [
    'Lovely pictures. I wish there were a few more of them.',
    'Looks great in dark mode. The clock could be a little larger.',
    'Nice and calm. Turning off the notices was easy.',
  ],
  [
    'Beautiful photos. Opening a new tab feels calm now.',
    'The clock and the row of top sites are exactly what I wanted. Gorgeous colours.',
    '{name} is my favourite wallpaper. It never gets old.',
    'Simple, pretty, and it loads instantly.',
    'I change wallpapers every week, but this one has stayed for three months.',
  ],
];

const THEME_KO: ByScore = [
  ['새 탭 페이지가 바뀌었는데 되돌리는 방법을 못 찾겠어요.', '흐릿하고 느려요. 지웠습니다.'],
  ['설치한 뒤로 새 탭이 뜨는 데 1초쯤 걸려요.', '큰 모니터에서는 사진이 흐릿하게 보여요.'],
  [
    '예쁘지만 사진이 너무 자주 반복돼요.',
    '색감은 좋은데 밝은 사진에서는 위에 있는 글자가 잘 안 보여요.',
    '시계는 좋은데 사진이 제 취향은 아니네요.',
  ],
  [
    '사진이 참 예뻐요. 몇 장 더 있으면 좋겠어요.',
    '다크 모드에서 특히 멋져요. 시계가 조금 더 크면 좋겠습니다.',
    '차분해서 좋아요. 알림 끄기도 쉬웠어요.',
  ],
  [
    '사진이 정말 아름다워요. 새 탭을 열 때마다 마음이 차분해집니다.',
    '시계와 자주 가는 사이트 목록이 딱 원하던 거예요. 색감도 최고예요.',
    '{name}, 제일 좋아하는 배경화면이에요. 질리지가 않아요.',
    '심플하고 예쁘고 바로 열려요.',
    '배경화면을 매주 바꾸는 편인데 이건 석 달째 쓰고 있어요.',
  ],
];

export const REVIEW_TEXTS: Record<ReviewKind, Record<ReviewLanguage, ByScore>> = {
  extension: { en: EXTENSION_EN, ko: EXTENSION_KO },
  webapp: { en: WEBAPP_EN, ko: WEBAPP_KO },
  theme: { en: THEME_EN, ko: THEME_KO },
};

/** Developers' answers that suit any critical review. */
export const DEVELOPER_REPLIES: Record<ReviewLanguage, readonly string[]> = {
  en: [
    'Thank you for the honest review. We found the cause and the fix is in the next update.',
    'Sorry for the trouble! Could you tell us which site this happens on? The support link on this page reaches us directly.',
    'Thanks for the feedback. The latest version fixes several problems like this one; please update and let us know if it still happens.',
    'We are sorry it slowed things down for you. The last update cut memory use by almost half, so please give it another try.',
    'Thank you for the review. We could not reproduce this yet; an email with your browser version would help us a lot.',
    'Thanks for letting us know. This is on our list for the next release.',
  ],
  ko: [
    '솔직한 리뷰 감사합니다. 원인을 찾았고 다음 업데이트에서 고쳐집니다.',
    '불편을 드려 죄송합니다. 어느 사이트에서 그런지 알려 주시겠어요? 이 페이지의 지원 링크로 바로 연락하실 수 있습니다.',
    '의견 감사합니다. 최신 버전에서 비슷한 문제를 여럿 고쳤으니 업데이트 후에도 그러면 알려 주세요.',
    '느려져서 불편하셨다니 죄송합니다. 지난 업데이트로 메모리 사용량을 절반 가까이 줄였으니 다시 한번 써 봐 주세요.',
    '리뷰 감사합니다. 아직 같은 문제를 재현하지 못했는데, 브라우저 버전을 메일로 보내 주시면 큰 도움이 됩니다.',
    '알려 주셔서 감사합니다. 다음 배포에서 다룰 목록에 올려 두었습니다.',
  ],
};
