/**
 * The homework form's hints and file handling. The checks of a submission
 * are the contract's (class-study.rules.ts in @portal/shared/contracts); the
 * server checks the same and more: the file's real bytes.
 */
import { HOMEWORK_FILE_TYPES } from '@portal/shared/contracts';

/** What the file input accepts. */
export const ACCEPT = Object.keys(HOMEWORK_FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

export const FILE_RULE_TEXT = '支持PDF、Word、TXT、JPG、PNG格式，不超过500KB';

/** '12.3 KB' */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The file's bytes as base64 (without the data: prefix). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new Error('附件读取失败'));
    reader.readAsDataURL(file);
  });
}
