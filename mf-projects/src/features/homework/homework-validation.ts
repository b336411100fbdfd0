/**
 * Checks of a homework submission before it is sent (the server checks the
 * same and more: the file's real bytes).
 */

import { hasControlCharacters } from '@portal/shared/validation';

export const MAX_CONTENT = 5000;
export const MAX_FILE_BYTES = 500 * 1024;
export const MAX_FILE_NAME = 100;

/** Allowed attachments: extension → MIME type sent to the server. */
export const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** What the file input accepts. */
export const ACCEPT = Object.keys(FILE_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

export const FILE_RULE_TEXT = '支持PDF、Word、TXT、JPG、PNG格式，不超过500KB';

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function validateContent(content: string): string | null {
  const text = content.trim();
  if (text === '') return '请填写作业内容';
  if ([...text].length > MAX_CONTENT) return `作业内容不能超过${MAX_CONTENT}字`;
  if (hasControlCharacters(text, { multiline: true }))
    return '作业内容不能包含控制字符';
  return null;
}

/**
 * The MIME type to send for a file, or null when its kind is not allowed.
 * Browsers leave `type` empty for some kinds; the extension decides then.
 */
export function mimeTypeFor(file: {
  name: string;
  type: string;
}): string | null {
  const expected = FILE_TYPES[extensionOf(file.name)];
  if (!expected) return null;
  if (file.type !== '' && file.type.toLowerCase() !== expected) return null;
  return expected;
}

export function validateFile(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  if (!mimeTypeFor(file)) return '附件仅支持PDF、Word、TXT、JPG、PNG格式';
  if (file.size === 0) return '附件内容为空';
  if (file.size > MAX_FILE_BYTES) return '附件大小不能超过500KB';
  if ([...file.name].length > MAX_FILE_NAME)
    return `附件名称不能超过${MAX_FILE_NAME}个字符`;
  return null;
}

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
