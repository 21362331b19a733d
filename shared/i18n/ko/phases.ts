// Each game's phase names: the phone's header and the board's title. Apart from the games'
// catalogs so that a language's common chunk carries them without every game's words.
import type { snitchPhases as EnglishSnitchPhases } from '../en/phases.ts';
import type { turncoatPhases as EnglishTurncoatPhases } from '../en/phases.ts';
export const turncoatPhases: typeof EnglishTurncoatPhases = {
    phone: { 'mission-choice': '미션 선택', commit: '카드 내기', over: '게임 종료' },
    board: { 'mission-choice': '리더가 미션을 고르는 중', commit: '모두 카드 한 장을 뒤집어 냅니다', over: '게임 종료' },
  };
export const snitchPhases: typeof EnglishSnitchPhases = {
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
  };
