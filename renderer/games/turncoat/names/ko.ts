import type { names as english } from './en.ts';

/** Turncoat's names in Korean (see en.ts). */
export const names: typeof english = {
  name: '턴코트',
  variants: { koreanIdentityDeck: '한국어판 정체 카드' },
  phases: {
    phone: { 'mission-choice': '미션 선택', commit: '카드 내기', over: '게임 종료' },
    board: { 'mission-choice': '리더가 미션을 고르는 중', commit: '모두 카드 한 장을 뒤집어 냅니다', over: '게임 종료' },
  },
};
