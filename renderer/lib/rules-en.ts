// One on-demand chunk per language: its rules and the calculator that the rules screens use.
export { rules } from '../../shared/i18n/en/rules.ts';
export * as calc from '../../shared/games/calculator.ts';
