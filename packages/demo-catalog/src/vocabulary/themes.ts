import type { ThemeCategory } from '@lagoon/contract';
import type { Bilingual } from './text.js';

interface ThemeWords {
  adjectives: readonly Bilingual[];
  nouns: readonly Bilingual[];
  /** The first sentence of a description: what the picture shows. */
  scenes: readonly Bilingual[];
}

export const THEME_VOCABULARY: Record<ThemeCategory, ThemeWords> = {
  nature: {
    adjectives: [
      { en: 'Misty', ko: '안개 낀' },
      { en: 'Quiet', ko: '고요한' },
      { en: 'Golden', ko: '황금빛' },
      { en: 'Blue', ko: '푸른' },
      { en: 'Evening', ko: '저녁의' },
    ],
    nouns: [
      { en: 'Ridge', ko: '능선' },
      { en: 'Valley', ko: '계곡' },
      { en: 'Peaks', ko: '봉우리' },
      { en: 'Highlands', ko: '고원' },
    ],
    scenes: [
      {
        en: 'Layer after layer of mountains fade into a soft sky.',
        ko: '겹겹이 이어진 산들이 부드러운 하늘로 스며듭니다.',
      },
      {
        en: 'A low sun rests over quiet, rolling ridges.',
        ko: '낮게 뜬 해가 고요한 능선 위에 머뭅니다.',
      },
    ],
  },
  city: {
    adjectives: [
      { en: 'Neon', ko: '네온' },
      { en: 'Midnight', ko: '한밤의' },
      { en: 'Downtown', ko: '도심의' },
      { en: 'Rainy', ko: '비 오는' },
    ],
    nouns: [
      { en: 'Skyline', ko: '스카이라인' },
      { en: 'Harbor', ko: '항구' },
      { en: 'Avenue', ko: '거리' },
      { en: 'Rooftops', ko: '옥상' },
    ],
    scenes: [
      {
        en: 'Windows light up one by one as the city settles into night.',
        ko: '도시가 밤으로 접어들며 창문에 하나둘 불이 켜집니다.',
      },
      {
        en: 'A full moon hangs over a skyline that never sleeps.',
        ko: '잠들지 않는 스카이라인 위로 보름달이 떠 있습니다.',
      },
    ],
  },
  space: {
    adjectives: [
      { en: 'Distant', ko: '머나먼' },
      { en: 'Silent', ko: '고요한' },
      { en: 'Violet', ko: '보랏빛' },
      { en: 'Deep', ko: '깊은' },
    ],
    nouns: [
      { en: 'Nebula', ko: '성운' },
      { en: 'Orbit', ko: '궤도' },
      { en: 'Galaxy', ko: '은하' },
      { en: 'Planet', ko: '행성' },
    ],
    scenes: [
      {
        en: 'A ringed planet drifts through glowing clouds of stars.',
        ko: '고리를 두른 행성이 빛나는 별구름 사이를 떠다닙니다.',
      },
      {
        en: 'Thousands of stars scatter across a deep violet sky.',
        ko: '깊은 보랏빛 하늘에 수많은 별이 흩어져 있습니다.',
      },
    ],
  },
  art: {
    adjectives: [
      { en: 'Playful', ko: '경쾌한' },
      { en: 'Bold', ko: '대담한' },
      { en: 'Soft', ko: '부드러운' },
      { en: 'Bright', ko: '선명한' },
    ],
    nouns: [
      { en: 'Shapes', ko: '도형' },
      { en: 'Composition', ko: '구성' },
      { en: 'Rhythm', ko: '리듬' },
      { en: 'Collage', ko: '콜라주' },
    ],
    scenes: [
      {
        en: 'Circles, squares and brush strokes dance across the screen.',
        ko: '원과 사각형, 붓질이 화면 위에서 춤을 춥니다.',
      },
      {
        en: 'An abstract play of colour and overlapping forms.',
        ko: '색과 겹쳐진 형태가 어우러진 추상적인 그림입니다.',
      },
    ],
  },
  animals: {
    adjectives: [
      { en: 'Evening', ko: '저녁' },
      { en: 'Sunset', ko: '노을' },
      { en: 'Ocean', ko: '바다' },
      { en: 'Summer', ko: '여름' },
    ],
    nouns: [
      { en: 'Flight', ko: '비행' },
      { en: 'Tide', ko: '물결' },
      { en: 'Gulls', ko: '갈매기' },
      { en: 'Shoal', ko: '물고기 떼' },
    ],
    scenes: [
      {
        en: 'Seabirds head home while fish play under the waves.',
        ko: '바닷새들이 집으로 돌아가고 물고기들이 물결 아래에서 놉니다.',
      },
      {
        en: 'A warm sunset over a calm sea full of life.',
        ko: '생명으로 가득한 잔잔한 바다 위로 따뜻한 노을이 집니다.',
      },
    ],
  },
  minimal: {
    adjectives: [
      { en: 'Calm', ko: '차분한' },
      { en: 'Pure', ko: '순수한' },
      { en: 'Simple', ko: '단순한' },
      { en: 'Pastel', ko: '파스텔' },
    ],
    nouns: [
      { en: 'Circle', ko: '원' },
      { en: 'Horizon', ko: '수평선' },
      { en: 'Balance', ko: '균형' },
      { en: 'Space', ko: '여백' },
    ],
    scenes: [
      {
        en: 'One shape and plenty of room to breathe.',
        ko: '하나의 도형과 넉넉한 여백이 있습니다.',
      },
      {
        en: 'Quiet colours that keep your shortcuts easy to read.',
        ko: '바로가기를 읽기 쉽게 해 주는 차분한 색입니다.',
      },
    ],
  },
  seasons: {
    adjectives: [
      { en: 'Gentle', ko: '포근한' },
      { en: 'Quiet', ko: '고요한' },
      { en: 'Bright', ko: '화사한' },
      { en: 'Drifting', ko: '흩날리는' },
    ],
    nouns: [
      { en: 'Hills', ko: '언덕' },
      { en: 'Meadow', ko: '들판' },
      { en: 'Grove', ko: '숲' },
      { en: 'Season', ko: '계절' },
    ],
    scenes: [
      {
        en: 'Rolling hills and little trees change with the season.',
        ko: '완만한 언덕과 작은 나무들이 계절을 담고 있습니다.',
      },
      {
        en: 'Petals, leaves or snow drift over a peaceful landscape.',
        ko: '평화로운 풍경 위로 꽃잎, 낙엽, 눈이 흩날립니다.',
      },
    ],
  },
};

/** Sentences about how a wallpaper is used, shared by all categories. */
export const THEME_SENTENCES: readonly Bilingual[] = [
  {
    en: 'Set it as your new tab background with one click.',
    ko: '한 번의 클릭으로 새 탭 배경으로 설정할 수 있습니다.',
  },
  {
    en: 'Drawn in full HD, it stays sharp on large screens.',
    ko: '풀 HD로 그려져 큰 화면에서도 선명합니다.',
  },
  {
    en: 'Pairs well with both the digital and the analog clock.',
    ko: '디지털 시계와 아날로그 시계 모두와 잘 어울립니다.',
  },
  {
    en: 'Your shortcuts and notices stay easy to read on top of it.',
    ko: '바로가기와 알림이 배경 위에서도 잘 보입니다.',
  },
];
