import type { RulesCatalog } from '../en/rules.ts';

/** Korean: the words of the rules pages (see en/rules.ts; each game's rules are in its folder, renderer/games/<id>/rules/text/). */

export const rules: RulesCatalog = {
  ui: {
    title: '규칙',
    heading: (game: string) => `${game} 규칙`,
    game: '게임',
    back: '돌아가기',
    print: '인쇄',
    sheet: '인쇄용 규칙지',
    sheetHint: 'A4 한 장: 인쇄하거나 PDF로 저장하세요.',
    cards: '역할 카드',
    cardsHint: '역할마다 한 장씩, A4에 인쇄해 점선을 따라 자르세요.',
    quickStart: { title: '빠른 안내', goal: '목표', round: '한 라운드', win: '이기는 법', secret: '비밀인 것' },
    screenFooter: (app: string) => `${app} · 앱이 적용하는 규칙`,
  },
  calc: {
    title: '역할 계산기',
    intro: '게임, 인원, 변형 규칙을 고르세요. 실제로 배분되는 내용이 그대로 나옵니다.',
    players: '인원',
    variants: '변형 규칙',
    noVariants: '이 인원에서는 배분을 바꾸는 변형 규칙이 없습니다.',
    chance: (num: number, den: number) => (num === 0 ? '없음' : num === den ? '항상' : `${den}번 중 ${num}번 (${Math.round((100 * num) / den)}%)`),
  },
};
