import { common } from './strings.ts';
import type { ErrorMessage } from '../../../shared/protocol/index.ts';

/** A refused message told as a human sentence, with the host's own words. */
export interface ErrorText {
  sentence: string;
  /** The host's (English) message, when it says more than the sentence. */
  detail: string | null;
}

/**
 * A player reads a sentence, never a code: a code (or a code and reason, such as
 * `TABLE_FULL:next-game-full`) the catalog has no sentence for gets the generic one. The code
 * stays on the error line's `data-code`, for tests and for whoever helps with a bug report.
 */
export function errorText(error: ErrorMessage): ErrorText {
  const byCode = common.errors.byCode;
  const known = (error.reason !== undefined ? byCode[`${error.code}:${error.reason}`] : undefined) ?? byCode[error.code];
  return {
    sentence: known ?? common.errors.generic,
    detail: known === undefined || error.message !== known ? error.message : null,
  };
}
