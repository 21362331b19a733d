/** Picks the plural form for `n` in `lang` (CLDR categories via Intl.PluralRules). */
export function plural(lang: string, n: number, forms: { one?: string; other: string; zero?: string; two?: string; few?: string; many?: string }): string {
  const category = new Intl.PluralRules(lang).select(n) as keyof typeof forms;
  return (forms[category] ?? forms.other).replace('#', String(n));
}
