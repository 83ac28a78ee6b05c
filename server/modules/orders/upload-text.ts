import { Code } from '../../../src/contract/index.ts';
import { ApiError } from '../../http/errors.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The text of an uploaded CSV, refused with the line that holds bytes which are not UTF-8 (a file
 * saved in a local code page). Decoding leniently stored U+FFFD in place of a payer's name
 * (decision 109). A byte 0x0A is never part of a multi-byte character, so each line decodes alone.
 */
export function uploadedText(bytes: Buffer): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    let start = 0;
    for (let line = 1; start <= bytes.length; line++) {
      const end = bytes.indexOf(0x0a, start);
      const stop = end === -1 ? bytes.length : end;
      try {
        strictUtf8.decode(bytes.subarray(start, stop));
      } catch {
        throw new ApiError(Code.badRequest, 'validation.upload.encoding', { line }, { field: 'file', line });
      }
      start = stop + 1;
    }
    throw new ApiError(Code.badRequest, 'validation.upload.encoding', { line: 1 }, { field: 'file', line: 1 });
  }
}
