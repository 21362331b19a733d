import { terminal as en, type TerminalCatalog } from '../../shared/i18n/en/terminal.ts';
import { terminal as es } from '../../shared/i18n/es/terminal.ts';
import { terminal as ko } from '../../shared/i18n/ko/terminal.ts';

const CATALOGS: Record<string, TerminalCatalog> = { en, es, ko };

/**
 * The language of the terminal, from the environment as POSIX orders it: LC_ALL, then
 * LC_MESSAGES, then LANG ("es_ES.UTF-8" → es). Anything we do not speak, "C" included, is English.
 */
export function terminalLang(env: Readonly<Record<string, string | undefined>>): 'en' | 'es' | 'ko' {
  const tag = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '') ?? '';
  const code = tag.slice(0, 2).toLowerCase();
  return code === 'es' || code === 'ko' ? code : 'en';
}

export function terminalStrings(env: Readonly<Record<string, string | undefined>> = process.env): TerminalCatalog {
  return CATALOGS[terminalLang(env)]!;
}
