import type { names as english } from './en.ts';

/** The Snitch's names in Korean (see en.ts). */
export const names: typeof english = {
  name: '더 스니치',
  variants: { guard: '간수를 받는 사람', soap: '비누로 시작하는 사람', refusalWindowMs: '거절할 수 있는 시간', harder: '어려움' },
  phases: {
    phone: {
      'first-plans': '첫 계획',
      turn: '차례',
      refusal: '거절 시간',
      binoculars: '쌍안경',
      'new-plan': '새 계획',
      vote: '무기 투표',
      'tie-break': '동점 결정',
      shoot: '총격',
      call: '탈출',
      add: '탈출',
      over: '게임 종료',
    },
    board: {
      'first-plans': '모두 첫 계획을 고릅니다',
      turn: '차례',
      refusal: '거절할까, 받을까?',
      binoculars: '쌍안경',
      'new-plan': '새 계획',
      vote: '무기는 누구에게?',
      'tie-break': '동점을 가려야 합니다',
      shoot: '총격',
      call: '탈출로',
      add: '탈출로',
      over: '게임 종료',
      reveal: '계획이 공개됩니다',
      escape: '탈출',
    },
  },
};
