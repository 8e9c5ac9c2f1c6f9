import { MAX_UPLOAD_BYTES } from './digits.ts';
import { CommonMessages as Messages } from './commonMessages.ts';

/** spec val.upload-size: the message for a file not less than 2MB, else undefined. */
export function uploadSizeError(bytes: number): string | undefined {
  return bytes >= MAX_UPLOAD_BYTES ? Messages.fileTooLarge : undefined;
}
