// One on-demand chunk per language: the rules pages' words (each game's rules text is a chunk of its own).
export { rules } from '../../shared/i18n/es/rules.ts';
