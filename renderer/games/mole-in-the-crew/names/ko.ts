import type { names as english } from './en.ts';

/** Mole in the Crew's names in Korean (see en.ts). */
export const names: typeof english = {
  name: '몰 인 더 크루',
  variants: { quick: '빠른 게임', vault: '금고', advancedSnitch: '고급 밀고자' },
  phases: {
    phone: { propose: '제안', vote: '투표', mission: '미션', getaway: '도주', over: '게임 종료' },
    board: {
      propose: '보스가 팀을 고릅니다',
      vote: '모두 투표합니다',
      mission: '팀이 카드를 냅니다',
      getaway: '도주',
      over: '게임 종료',
    },
  },
};
