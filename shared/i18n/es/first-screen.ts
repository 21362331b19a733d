import type { FirstScreenCatalog } from '../en/first-screen.ts';

export const firstScreenWords: FirstScreenCatalog = {
  back: 'Volviendo a tu asiento…',
  joining: 'Entrando…',
};
