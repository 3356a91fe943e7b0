import type { ExtensionCategory } from '@lagoon/contract';
import type { GlyphName } from '../art/glyphs.js';
import type { Vocabulary } from './text.js';

/** Words and sentences for extensions of each category, with the pictograms that suit it. */
export const EXTENSION_VOCABULARY: Record<
  ExtensionCategory,
  Vocabulary & { glyphs: readonly GlyphName[] }
> = {
  social: {
    glyphs: ['chat', 'people', 'heart'],
    heads: [
      { en: 'Chat', ko: '채팅' },
      { en: 'Friend', ko: '친구' },
      { en: 'Group', ko: '그룹' },
      { en: 'Post', ko: '게시물' },
      { en: 'Message', ko: '메시지' },
      { en: 'Share', ko: '공유' },
      { en: 'Profile', ko: '프로필' },
      { en: 'Emoji', ko: '이모지' },
    ],
    tails: [
      { en: 'Hub', ko: '허브' },
      { en: 'Notifier', ko: '알리미' },
      { en: 'Helper', ko: '도우미' },
      { en: 'Board', ko: '보드' },
      { en: 'Buddy', ko: '버디' },
      { en: 'Sync', ko: '동기화' },
    ],
    taglines: [
      {
        en: 'brings your conversations and notifications together in one tidy place',
        ko: '흩어진 대화와 알림을 한곳에 깔끔하게 모아 줍니다',
      },
      {
        en: 'makes sharing links and pages with friends a one-click job',
        ko: '친구에게 링크와 페이지를 한 번의 클릭으로 공유할 수 있게 해 줍니다',
      },
      {
        en: 'keeps you in touch with your groups without switching tabs',
        ko: '탭을 옮기지 않고도 그룹 소식을 놓치지 않게 해 줍니다',
      },
      {
        en: 'adds handy shortcuts to the social sites you visit every day',
        ko: '매일 방문하는 소셜 사이트에 편리한 바로가기를 더해 줍니다',
      },
    ],
    features: [
      {
        en: 'Replies, mentions and messages arrive as quiet desktop notifications.',
        ko: '답글, 멘션, 메시지가 방해되지 않는 데스크톱 알림으로 도착합니다.',
      },
      {
        en: 'Share the current page with a short comment straight from the toolbar.',
        ko: '툴바에서 바로 짧은 코멘트와 함께 현재 페이지를 공유할 수 있습니다.',
      },
      {
        en: 'A compact timeline lets you catch up in seconds.',
        ko: '간결한 타임라인으로 몇 초 만에 새 소식을 확인할 수 있습니다.',
      },
      {
        en: 'Mute noisy threads and keywords you would rather not see.',
        ko: '보고 싶지 않은 대화와 키워드는 숨길 수 있습니다.',
      },
      {
        en: 'An emoji and sticker picker works in any text box.',
        ko: '어떤 입력창에서도 이모지와 스티커를 바로 고를 수 있습니다.',
      },
      {
        en: 'Schedule posts for later and get a reminder when they go live.',
        ko: '게시물을 예약해 두면 게시될 때 알려 드립니다.',
      },
    ],
  },
  productivity: {
    glyphs: ['check', 'clock', 'pencil', 'note'],
    heads: [
      { en: 'Tab', ko: '탭' },
      { en: 'Focus', ko: '집중' },
      { en: 'Task', ko: '할 일' },
      { en: 'Note', ko: '메모' },
      { en: 'Clip', ko: '클립' },
      { en: 'Session', ko: '세션' },
      { en: 'Time', ko: '시간' },
      { en: 'Workspace', ko: '작업 공간' },
    ],
    tails: [
      { en: 'Organizer', ko: '정리 도우미' },
      { en: 'Manager', ko: '관리자' },
      { en: 'Timer', ko: '타이머' },
      { en: 'Planner', ko: '플래너' },
      { en: 'Saver', ko: '저장 도구' },
      { en: 'Board', ko: '보드' },
    ],
    taglines: [
      {
        en: 'keeps dozens of open tabs under control',
        ko: '수십 개의 열린 탭도 깔끔하게 관리할 수 있게 해 줍니다',
      },
      {
        en: 'turns the new tab page into a calm, focused workspace',
        ko: '새 탭 페이지를 차분하고 집중하기 좋은 작업 공간으로 바꿔 줍니다',
      },
      {
        en: 'helps you plan the day and finish what you started',
        ko: '하루를 계획하고 시작한 일을 끝까지 마칠 수 있도록 도와줍니다',
      },
      {
        en: 'saves the pages, notes and snippets you need later',
        ko: '나중에 필요한 페이지와 메모, 글 조각을 저장해 줍니다',
      },
    ],
    features: [
      {
        en: 'Group tabs by project and restore a whole session with one click.',
        ko: '탭을 프로젝트별로 묶고 한 번의 클릭으로 세션 전체를 복원할 수 있습니다.',
      },
      {
        en: 'A built-in focus timer blocks distracting sites while you work.',
        ko: '내장된 집중 타이머가 작업하는 동안 방해되는 사이트를 막아 줍니다.',
      },
      {
        en: 'Write quick notes in a side panel that follows you from page to page.',
        ko: '페이지를 이동해도 따라오는 사이드 패널에 빠르게 메모할 수 있습니다.',
      },
      {
        en: 'Drag tasks between today, this week and later.',
        ko: '할 일을 오늘, 이번 주, 나중으로 끌어서 옮길 수 있습니다.',
      },
      {
        en: 'Idle tabs are suspended automatically to free memory.',
        ko: '사용하지 않는 탭은 자동으로 일시 중지되어 메모리를 아껴 줍니다.',
      },
      {
        en: 'Export everything to Markdown or plain text at any time.',
        ko: '언제든지 모든 내용을 마크다운이나 일반 텍스트로 내보낼 수 있습니다.',
      },
    ],
  },
  shopping: {
    glyphs: ['cart', 'tag'],
    heads: [
      { en: 'Price', ko: '가격' },
      { en: 'Deal', ko: '특가' },
      { en: 'Coupon', ko: '쿠폰' },
      { en: 'Cart', ko: '장바구니' },
      { en: 'Wishlist', ko: '위시리스트' },
      { en: 'Shipping', ko: '배송' },
      { en: 'Receipt', ko: '영수증' },
    ],
    tails: [
      { en: 'Tracker', ko: '추적기' },
      { en: 'Finder', ko: '찾기' },
      { en: 'Alert', ko: '알림' },
      { en: 'Compare', ko: '비교' },
      { en: 'Helper', ko: '도우미' },
      { en: 'Keeper', ko: '보관함' },
    ],
    taglines: [
      {
        en: 'shows the price history of a product before you buy',
        ko: '구매하기 전에 상품의 가격 변동 내역을 보여 줍니다',
      },
      {
        en: 'finds working coupon codes at checkout',
        ko: '결제할 때 사용할 수 있는 쿠폰 코드를 찾아 줍니다',
      },
      {
        en: 'collects the things you want from any shop in one list',
        ko: '여러 쇼핑몰에서 갖고 싶은 상품을 하나의 목록에 모아 줍니다',
      },
      {
        en: 'tells you when an item you are watching drops in price',
        ko: '지켜보던 상품의 가격이 내려가면 알려 줍니다',
      },
    ],
    features: [
      {
        en: 'Compare the same product across shops side by side.',
        ko: '같은 상품을 여러 쇼핑몰에서 나란히 비교할 수 있습니다.',
      },
      {
        en: 'Set a target price and get a notification when it is reached.',
        ko: '목표 가격을 정해 두면 그 가격이 되었을 때 알림을 보내 드립니다.',
      },
      {
        en: 'Track parcels from several carriers in one place.',
        ko: '여러 택배사의 배송 현황을 한곳에서 확인할 수 있습니다.',
      },
      {
        en: 'Your wish list is shared between all your devices.',
        ko: '위시리스트는 모든 기기에서 함께 볼 수 있습니다.',
      },
      {
        en: 'Receipts are saved automatically for easy returns.',
        ko: '영수증이 자동으로 저장되어 반품이 쉬워집니다.',
      },
      {
        en: 'No sponsored results, ever.',
        ko: '광고성 결과는 절대 보여 주지 않습니다.',
      },
    ],
  },
  sports: {
    glyphs: ['ball', 'flag', 'clock'],
    heads: [
      { en: 'Live Score', ko: '실시간 스코어' },
      { en: 'Match', ko: '경기' },
      { en: 'League', ko: '리그' },
      { en: 'Team', ko: '팀' },
      { en: 'Fantasy', ko: '판타지' },
      { en: 'Runner', ko: '러너' },
      { en: 'Golf', ko: '골프' },
    ],
    tails: [
      { en: 'Tracker', ko: '트래커' },
      { en: 'Alert', ko: '알림' },
      { en: 'Center', ko: '센터' },
      { en: 'Ticker', ko: '티커' },
      { en: 'Planner', ko: '플래너' },
      { en: 'Stats', ko: '기록실' },
    ],
    taglines: [
      {
        en: 'puts live scores of your favourite teams in the toolbar',
        ko: '좋아하는 팀의 실시간 점수를 툴바에 보여 줍니다',
      },
      {
        en: 'reminds you before the matches you care about start',
        ko: '관심 있는 경기가 시작하기 전에 알려 줍니다',
      },
      {
        en: 'keeps league tables and player stats a click away',
        ko: '리그 순위와 선수 기록을 한 번의 클릭으로 보여 줍니다',
      },
      {
        en: 'logs your runs and workouts without leaving the browser',
        ko: '브라우저를 벗어나지 않고 달리기와 운동을 기록할 수 있게 해 줍니다',
      },
    ],
    features: [
      {
        en: 'Follow football, baseball, basketball and more.',
        ko: '축구, 야구, 농구 등 다양한 종목을 팔로우할 수 있습니다.',
      },
      {
        en: 'Goals and final whistles pop up as small notifications.',
        ko: '득점과 경기 종료 소식이 작은 알림으로 표시됩니다.',
      },
      {
        en: 'The schedule view shows every match in your time zone.',
        ko: '일정 보기에서 모든 경기를 내 시간대로 확인할 수 있습니다.',
      },
      {
        en: 'Charts show form and head-to-head records at a glance.',
        ko: '차트로 최근 경기력과 상대 전적을 한눈에 볼 수 있습니다.',
      },
      {
        en: 'Spoiler mode hides results until you have watched the replay.',
        ko: '스포일러 방지 모드는 다시보기를 보기 전까지 결과를 숨겨 줍니다.',
      },
      {
        en: 'Weekly goals keep your training on track.',
        ko: '주간 목표로 꾸준히 운동할 수 있습니다.',
      },
    ],
  },
  security: {
    glyphs: ['shield', 'lock'],
    heads: [
      { en: 'Safe', ko: '안전' },
      { en: 'Privacy', ko: '개인정보' },
      { en: 'Password', ko: '비밀번호' },
      { en: 'Tracker', ko: '추적' },
      { en: 'Phishing', ko: '피싱' },
      { en: 'Secure', ko: '보안' },
      { en: 'Script', ko: '스크립트' },
    ],
    tails: [
      { en: 'Guard', ko: '가드' },
      { en: 'Shield', ko: '실드' },
      { en: 'Blocker', ko: '차단기' },
      { en: 'Checker', ko: '검사기' },
      { en: 'Vault', ko: '금고' },
      { en: 'Watch', ko: '감시' },
    ],
    taglines: [
      {
        en: 'blocks trackers and fingerprinting scripts on every site',
        ko: '모든 사이트에서 추적기와 핑거프린팅 스크립트를 차단합니다',
      },
      {
        en: 'warns you before you open a suspicious or fake page',
        ko: '의심스럽거나 가짜인 페이지를 열기 전에 경고해 줍니다',
      },
      {
        en: 'generates and remembers strong passwords for you',
        ko: '강력한 비밀번호를 만들고 기억해 줍니다',
      },
      {
        en: 'shows which sites can see what about you',
        ko: '어떤 사이트가 나에 대해 무엇을 볼 수 있는지 알려 줍니다',
      },
    ],
    features: [
      {
        en: 'A clear report lists everything that was blocked on a page.',
        ko: '페이지에서 차단된 항목을 알기 쉬운 보고서로 보여 줍니다.',
      },
      {
        en: 'Passwords are encrypted on your device before they are stored.',
        ko: '비밀번호는 저장되기 전에 기기에서 암호화됩니다.',
      },
      {
        en: 'Known phishing addresses are checked without sending your history anywhere.',
        ko: '방문 기록을 외부로 보내지 않고 알려진 피싱 주소를 검사합니다.',
      },
      {
        en: 'Allow a site you trust with a single switch.',
        ko: '신뢰하는 사이트는 스위치 하나로 허용할 수 있습니다.',
      },
      {
        en: 'Leaked password alerts tell you when to change a login.',
        ko: '유출된 비밀번호가 발견되면 로그인 정보를 바꾸도록 알려 드립니다.',
      },
      {
        en: 'Cookie banners are answered automatically with your choice.',
        ko: '쿠키 배너에는 내가 정한 선택으로 자동으로 응답합니다.',
      },
    ],
  },
  search_tools: {
    glyphs: ['magnifier', 'globe'],
    heads: [
      { en: 'Quick', ko: '빠른' },
      { en: 'Smart', ko: '스마트' },
      { en: 'Image', ko: '이미지' },
      { en: 'Page', ko: '페이지' },
      { en: 'Word', ko: '단어' },
      { en: 'Site', ko: '사이트' },
      { en: 'Multi', ko: '멀티' },
    ],
    tails: [
      { en: 'Search', ko: '검색' },
      { en: 'Finder', ko: '찾기' },
      { en: 'Lookup', ko: '조회' },
      { en: 'Highlighter', ko: '하이라이터' },
      { en: 'Dictionary', ko: '사전' },
      { en: 'Bookmarks', ko: '북마크' },
    ],
    taglines: [
      {
        en: 'searches the selected text on your favourite sites at once',
        ko: '선택한 텍스트를 자주 쓰는 사이트에서 한 번에 검색해 줍니다',
      },
      {
        en: 'finds and highlights words across every open tab',
        ko: '열려 있는 모든 탭에서 단어를 찾아 강조해 줍니다',
      },
      {
        en: 'looks up words and images without leaving the page',
        ko: '페이지를 벗어나지 않고 단어와 이미지를 찾아 줍니다',
      },
      {
        en: 'makes your bookmarks searchable by their content',
        ko: '북마크를 내용으로도 검색할 수 있게 해 줍니다',
      },
    ],
    features: [
      {
        en: 'Double-click any word to see its meaning in a small bubble.',
        ko: '단어를 두 번 클릭하면 작은 말풍선에 뜻이 표시됩니다.',
      },
      {
        en: 'Right-click an image to find similar pictures.',
        ko: '이미지를 마우스 오른쪽 버튼으로 클릭하면 비슷한 사진을 찾아 줍니다.',
      },
      {
        en: 'Regular expressions are supported for power users.',
        ko: '고급 사용자를 위해 정규 표현식을 지원합니다.',
      },
      {
        en: 'Add your own search engines with a simple template.',
        ko: '간단한 템플릿으로 나만의 검색 엔진을 추가할 수 있습니다.',
      },
      {
        en: 'Results open in a side panel so you never lose your place.',
        ko: '결과가 사이드 패널에 열려 보던 위치를 잃지 않습니다.',
      },
      {
        en: 'Search history can be turned off completely.',
        ko: '검색 기록은 완전히 끌 수 있습니다.',
      },
    ],
  },
  games: {
    glyphs: ['gamepad', 'dice', 'star'],
    heads: [
      { en: 'Pixel', ko: '픽셀' },
      { en: 'Puzzle', ko: '퍼즐' },
      { en: 'Space', ko: '우주' },
      { en: 'Tiny', ko: '꼬마' },
      { en: 'Retro', ko: '레트로' },
      { en: 'Block', ko: '블록' },
      { en: 'Lucky', ko: '행운' },
    ],
    tails: [
      { en: 'Quest', ko: '퀘스트' },
      { en: 'Runner', ko: '러너' },
      { en: 'Arcade', ko: '아케이드' },
      { en: 'Match', ko: '매치' },
      { en: 'Dash', ko: '대시' },
      { en: 'Chess', ko: '체스' },
    ],
    taglines: [
      {
        en: 'is a quick game for the minutes between meetings',
        ko: '회의 사이 짧은 시간에 즐기기 좋은 게임입니다',
      },
      {
        en: 'brings a classic arcade game to your toolbar',
        ko: '고전 아케이드 게임을 툴바로 가져옵니다',
      },
      {
        en: 'challenges you with a new puzzle every day',
        ko: '매일 새로운 퍼즐로 도전 의식을 자극합니다',
      },
      {
        en: 'lets you play against friends right in the browser',
        ko: '브라우저에서 바로 친구와 대결할 수 있게 해 줍니다',
      },
    ],
    features: [
      {
        en: 'Works offline, so it is perfect on a train or a plane.',
        ko: '오프라인에서도 동작해 기차나 비행기에서도 즐길 수 있습니다.',
      },
      {
        en: 'Over a hundred levels, from relaxing to fiendish.',
        ko: '편안한 단계부터 어려운 단계까지 100개가 넘는 레벨이 있습니다.',
      },
      {
        en: 'Your progress and high scores are saved automatically.',
        ko: '진행 상황과 최고 점수가 자동으로 저장됩니다.',
      },
      {
        en: 'Play with the keyboard, the mouse or a gamepad.',
        ko: '키보드, 마우스, 게임패드로 플레이할 수 있습니다.',
      },
      {
        en: 'A weekly leaderboard shows how you compare with friends.',
        ko: '주간 순위표에서 친구들과 점수를 비교할 수 있습니다.',
      },
      {
        en: 'No ads and no in-app purchases.',
        ko: '광고도, 인앱 결제도 없습니다.',
      },
    ],
  },
  fun: {
    glyphs: ['smile', 'music', 'star'],
    heads: [
      { en: 'Cat', ko: '고양이' },
      { en: 'Daily', ko: '오늘의' },
      { en: 'Cursor', ko: '커서' },
      { en: 'Rainbow', ko: '무지개' },
      { en: 'Confetti', ko: '꽃가루' },
      { en: 'Sticker', ko: '스티커' },
      { en: 'Moody', ko: '기분' },
    ],
    tails: [
      { en: 'Mode', ko: '모드' },
      { en: 'Quotes', ko: '명언' },
      { en: 'Party', ko: '파티' },
      { en: 'Friends', ko: '친구들' },
      { en: 'Surprise', ko: '서프라이즈' },
      { en: 'Fortune', ko: '운세' },
    ],
    taglines: [
      {
        en: 'adds a little joy to every new tab',
        ko: '새 탭을 열 때마다 작은 즐거움을 더해 줍니다',
      },
      {
        en: 'lets a friendly companion walk across your pages',
        ko: '귀여운 친구가 페이지 위를 돌아다니게 해 줍니다',
      },
      {
        en: 'celebrates finished tasks with a burst of colour',
        ko: '일을 마칠 때마다 화려한 색으로 축하해 줍니다',
      },
      {
        en: 'shows a new quote, joke or fortune every day',
        ko: '매일 새로운 명언, 농담, 운세를 보여 줍니다',
      },
    ],
    features: [
      {
        en: 'Choose from dozens of cursor styles and trails.',
        ko: '수십 가지 커서 모양과 효과 중에서 고를 수 있습니다.',
      },
      {
        en: 'Sounds are optional and off by default.',
        ko: '효과음은 선택 사항이며 기본적으로 꺼져 있습니다.',
      },
      {
        en: 'New stickers and quotes are added every month.',
        ko: '매달 새로운 스티커와 명언이 추가됩니다.',
      },
      {
        en: 'Share your favourite card with friends as an image.',
        ko: '마음에 드는 카드를 이미지로 친구와 공유할 수 있습니다.',
      },
      {
        en: 'Quiet hours keep things calm while you work.',
        ko: '방해 금지 시간에는 조용히 쉬고 있습니다.',
      },
      {
        en: 'Everything runs locally and never slows pages down.',
        ko: '모든 기능이 기기에서 실행되어 페이지를 느리게 하지 않습니다.',
      },
    ],
  },
  education: {
    glyphs: ['book', 'cap'],
    heads: [
      { en: 'Vocabulary', ko: '어휘' },
      { en: 'Math', ko: '수학' },
      { en: 'Language', ko: '언어' },
      { en: 'History', ko: '역사' },
      { en: 'Study', ko: '공부' },
      { en: 'Flashcard', ko: '플래시카드' },
      { en: 'Science', ko: '과학' },
      { en: 'Reading', ko: '독서' },
    ],
    tails: [
      { en: 'Coach', ko: '코치' },
      { en: 'Tutor', ko: '튜터' },
      { en: 'Notes', ko: '노트' },
      { en: 'Quiz', ko: '퀴즈' },
      { en: 'Builder', ko: '빌더' },
      { en: 'Buddy', ko: '친구' },
    ],
    taglines: [
      {
        en: 'turns the words you meet online into flashcards',
        ko: '인터넷에서 만난 단어를 플래시카드로 만들어 줍니다',
      },
      {
        en: 'explains formulas and problems step by step',
        ko: '공식과 문제를 단계별로 설명해 줍니다',
      },
      {
        en: 'helps you learn a little every day with short quizzes',
        ko: '짧은 퀴즈로 매일 조금씩 공부할 수 있도록 도와줍니다',
      },
      {
        en: 'makes long articles easier to read and remember',
        ko: '긴 글을 더 쉽게 읽고 기억할 수 있게 해 줍니다',
      },
    ],
    features: [
      {
        en: 'Spaced repetition brings back each card just before you forget it.',
        ko: '간격 반복 학습으로 잊어버리기 직전에 카드를 다시 보여 줍니다.',
      },
      {
        en: 'Pronunciation audio is available for every word.',
        ko: '모든 단어의 발음을 들을 수 있습니다.',
      },
      {
        en: 'Teachers can share decks with a whole class through a link.',
        ko: '선생님은 링크 하나로 학급 전체와 카드 묶음을 공유할 수 있습니다.',
      },
      {
        en: 'A reading ruler and adjustable fonts help you stay on track.',
        ko: '읽기 눈금자와 글꼴 조절 기능으로 집중해서 읽을 수 있습니다.',
      },
      {
        en: 'Progress charts show how much you have learned each week.',
        ko: '진도 차트로 매주 얼마나 배웠는지 확인할 수 있습니다.',
      },
      {
        en: 'Suitable for students of every age.',
        ko: '모든 연령의 학생에게 알맞습니다.',
      },
    ],
  },
};
