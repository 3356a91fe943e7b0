import type { PolicyDocument } from '../types';

export const about: PolicyDocument = {
  title: '회사 소개',
  summary:
    '이 스토어를 누가 운영하는지, 무슨 일을 하는지, 아이템을 고를 때 무엇을 중요하게 생각하는지 소개합니다.',
  updated: '2026-11-01',
  sections: [
    {
      id: 'who',
      heading: '저희는',
      blocks: [
        '이 스토어는 브라우저 확장 앱, 배경화면 테마, 웹 앱을 위한 자체 호스팅 스토어 소프트웨어인 Lagoon으로 독립 운영자가 운영합니다. 저희 서버에서, 저희 정책에 따라, 저희 브라우저를 쓰는 분들과 그 브라우저를 위해 만드는 개발자들을 위해 운영합니다.',
      ],
    },
    {
      id: 'what',
      heading: '하는 일',
      blocks: [
        {
          list: [
            '데스크톱 브라우저를 더 유용하고 나답게 만들어 주는 확장 앱, 배경화면, 웹 앱을 골라 소개합니다.',
            '모든 아이템과 업데이트를 이용자에게 전달하기 전에 심사합니다.',
            '명확한 가이드라인과 모든 결정의 이유를 제공해 개발자가 작품을 게시하도록 돕습니다.',
            '개발자 공모전을 열고 [수상작](/extensions/winners)을 소개합니다.',
          ],
        },
      ],
    },
    {
      id: 'values',
      heading: '중요하게 생각하는 것',
      blocks: [
        {
          terms: [
            {
              term: '안전이 먼저',
              description:
                '사람이 심사한 아이템만 게시하며, 해로운 아이템 신고에는 빠르게 대응합니다.',
            },
            {
              term: '개인정보 보호',
              description:
                '스토어 운영에 필요한 정보만 수집하고 사이트 간 추적을 하지 않습니다. [개인정보처리방침](/policies/privacy)을 확인해 주세요.',
            },
            {
              term: '개발자에게 공정하게',
              description:
                '공개된 규칙, 모두에게 같은 심사, 그리고 반려할 때마다 이유를 설명합니다.',
            },
            {
              term: '모두를 위해',
              description:
                '스토어는 한국어와 영어를 지원하며, 키보드와 화면 낭독기를 쓰는 분들도 편하게 이용할 수 있도록 노력합니다.',
            },
          ],
        },
      ],
    },
    {
      id: 'developers',
      heading: '함께 만들어요',
      blocks: [
        '확장 앱, 배경화면, 웹 앱 아이디어가 있나요? [개발자로 등록](/developers)하고 게시해 보세요. 심사 과정은 [백서](/policies/white-paper)에서 설명합니다.',
      ],
    },
    {
      id: 'contact',
      heading: '연락하기',
      blocks: ['언론, 제휴, 일반 문의는 [문의하기](/policies/contact)로 보내 주세요.'],
    },
  ],
};
