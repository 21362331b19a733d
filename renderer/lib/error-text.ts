import { common } from './strings.ts';
import type { ErrorMessage } from '../../shared/protocol/index.ts';

/** A refused message told as a human sentence, with the host's own words and code for bug reports. */
export interface ErrorText {
  sentence: string;
  /** The host's (English) message, when it says more than the sentence. */
  detail: string | null;
  code: string;
}

export function errorText(error: ErrorMessage): ErrorText {
  const known = common.errors.byCode[error.code];
  return {
    sentence: known ?? common.errors.generic,
    detail: known === undefined || error.message !== known ? error.message : null,
    code: common.errors.codeLabel(error.code),
  };
}
