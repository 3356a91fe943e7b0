import type { StoreOutsideMessages } from './store-outside.en';

/** Korean messages of items from elsewhere on the store's pages (see store-outside.en.ts). */
export const outside: StoreOutsideMessages = {
  section: {
    title: '조직에서 제공하는 다른 확장 프로그램',
    description: '조직의 브라우저 정책이 허용하거나 설치해 주는 다른 스토어의 확장 프로그램입니다.',
  },
  from: '{{source}}에서 제공',
  mode: {
    allowed: '설치 허용됨',
    normal_installed: '자동 설치됨',
    force_installed: '자동 설치됨(필수)',
  },
  modeText: {
    allowed: '조직에서 이 확장 프로그램을 허용합니다. {{source}}에서 설치하세요.',
    normal_installed:
      '조직에서 이 확장 프로그램을 브라우저에 설치합니다. 브라우저의 확장 프로그램 페이지에서 끌 수 있습니다.',
    force_installed: '조직에서 이 확장 프로그램을 브라우저에 설치하고 유지합니다.',
  },
  get: '{{source}}에서 설치',
  open: '{{source}}의 페이지 열기',
  noPage: '외부 페이지가 등록되어 있지 않습니다. 관리자에게 설치 방법을 문의하세요.',
  notFound: '이 브라우저에서 사용할 수 없는 항목입니다.',
  unmanaged: '외부 항목은 조직이 Lagoon 컴패니언으로 관리하는 브라우저에 표시됩니다.',
  back: '확장 프로그램으로 돌아가기',
};
