/**
 * Korean particles after a name. A particle's form depends on how the word before it ends: 이
 * after a final consonant (받침), 가 after a vowel; 으로 becomes 로 after a vowel or ㄹ. Player
 * names are often in Latin letters or digits, so those are read as a Korean speaker would say
 * them ("Ana" ends in a vowel, "Ben" in a consonant, "7" is 칠).
 */
export type ParticlePair = '이/가' | '은/는' | '을/를' | '과/와' | '으로/로' | '아/야';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** The final-consonant index of ㄹ in a Hangul syllable. */
const RIEUL = 8;

/** How the last sound of a digit is said in Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_ENDINGS: Record<string, 'vowel' | 'consonant' | 'rieul'> = {
  '0': 'consonant',
  '1': 'rieul',
  '2': 'vowel',
  '3': 'consonant',
  '4': 'vowel',
  '5': 'vowel',
  '6': 'consonant',
  '7': 'rieul',
  '8': 'rieul',
  '9': 'vowel',
};

/** How a word ends when said aloud: on a vowel, on ㄹ, or on another consonant. */
export function ending(word: string): 'vowel' | 'consonant' | 'rieul' {
  const trimmed = String(word).replace(/[\s.,!?)\]'"’”]+$/u, '');
  const last = trimmed.at(-1) ?? '';
  const code = last.codePointAt(0) ?? 0;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const final = (code - HANGUL_FIRST) % 28;
    return final === 0 ? 'vowel' : final === RIEUL ? 'rieul' : 'consonant';
  }
  if (last in DIGIT_ENDINGS) return DIGIT_ENDINGS[last]!;
  const letter = last.toLowerCase();
  if (letter === 'l') return 'rieul';
  // Latin names: a final vowel letter (or y, w, and a silent-ish r as in "Peter") is said as a vowel.
  if (/[aeiouyrw]/.test(letter)) return 'vowel';
  if (/[a-z]/.test(letter)) return 'consonant';
  // Anything else (emoji, symbols): the vowel form reads most naturally.
  return 'vowel';
}

/** The word followed by the particle form that fits it, e.g. withParticle('민준', '이/가') → '민준이'. */
export function withParticle(word: string, pair: ParticlePair): string {
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
  const end = ending(word);
  if (pair === '으로/로') return word + (end === 'consonant' ? afterConsonant : afterVowel);
  return word + (end === 'vowel' ? afterVowel : afterConsonant);
}
