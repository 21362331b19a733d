import { common } from './strings.ts';
import type { ErrorMessage } from '../../../shared/protocol/index.ts';

/** A refused message told as a human sentence, with the host's own words and code for bug reports. */
export interface ErrorText {
  sentence: string;
  /** The host's (English) message, when it says more than the sentence. */
  detail: string | null;
  code: string;
}

/**
 * The sentence is never the raw code: a code (or a code and reason, such as
 * `TABLE_FULL:next-game-full`) the catalog has no sentence for gets the generic one, and the code
 * goes in small print below it.
 */
export function errorText(error: ErrorMessage): ErrorText {
  const byCode = common.errors.byCode;
  const known = (error.reason !== undefined ? byCode[`${error.code}:${error.reason}`] : undefined) ?? byCode[error.code];
  return {
    sentence: known ?? common.errors.generic,
    detail: known === undefined || error.message !== known ? error.message : null,
    code: common.errors.codeLabel(error.code),
  };
}
