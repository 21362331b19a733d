import type { FirstScreenCatalog } from '../en/first-screen.ts';

export const firstScreenWords: FirstScreenCatalog = {
  back: '자리로 돌아가는 중…',
  joining: '참가하는 중…',
};
