/**
 * A homework submission (班级作业): the text and the optional attachment.
 * The page checks them before sending; the backend checks the same, and
 * more: the attachment's real bytes (its size and leading bytes).
 */
import { textMessages, validateText } from './text.rules';

export const HOMEWORK_LIMITS = {
  /** Characters of the text answer. */
  maxContent: 5000,
  /** Bytes of the attached file (the JSON body limit is 1 MB). */
  maxFileBytes: 500 * 1024,
  /** Characters of the attachment's name. */
  maxFileName: 100,
} as const;

/** Allowed attachments: extension → the MIME type sent with them. */
export const HOMEWORK_FILE_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const CONTENT_LABEL = '作业内容';

export const HOMEWORK_MESSAGES = {
  contentMissing: '请填写作业内容',
  contentTooLong: `作业内容不能超过${HOMEWORK_LIMITS.maxContent}字`,
  contentControl: textMessages.control(CONTENT_LABEL),
  fileType: '附件仅支持PDF、Word、TXT、JPG、PNG格式',
  fileTooLarge: '附件大小不能超过500KB',
  fileEmpty: '附件内容为空',
  fileName: `附件名称不能超过${HOMEWORK_LIMITS.maxFileName}个字符`,
  fileBroken: '附件内容与文件类型不符',
  /** The backend's refusal after the deadline, and the page's notice. */
  late: '已超过作业提交截止时间，不能再提交',
} as const;

/** 'pdf' of 'a.PDF'; '' without a dot. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The text answer (trimmed): required, at most 5000 characters, no controls. */
export function validateHomeworkContent(content: unknown): string | null {
  return validateText(content, {
    label: CONTENT_LABEL,
    max: HOMEWORK_LIMITS.maxContent,
    required: true,
    multiline: true,
    requiredMessage: HOMEWORK_MESSAGES.contentMissing,
    tooLongMessage: HOMEWORK_MESSAGES.contentTooLong,
  });
}

/**
 * The MIME type to send for a file, or null when its kind is not allowed.
 * Browsers leave `type` empty for some kinds; the extension decides then.
 */
export function homeworkMimeType(file: {
  name: string;
  type: string;
}): string | null {
  const expected = HOMEWORK_FILE_TYPES[extensionOf(file.name)];
  if (!expected) return null;
  if (file.type !== '' && file.type.toLowerCase() !== expected) return null;
  return expected;
}

/** The attachment's name and kind: too long a name, or a kind not allowed. */
export function homeworkFileKindError(file: {
  name: string;
  type: string;
}): string | null {
  if ([...file.name].length > HOMEWORK_LIMITS.maxFileName) {
    return HOMEWORK_MESSAGES.fileName;
  }
  return homeworkMimeType(file) ? null : HOMEWORK_MESSAGES.fileType;
}

/** The attachment's size in bytes: empty, or over 500 KB. */
export function homeworkFileSizeError(size: number): string | null {
  if (size === 0) return HOMEWORK_MESSAGES.fileEmpty;
  return size > HOMEWORK_LIMITS.maxFileBytes
    ? HOMEWORK_MESSAGES.fileTooLarge
    : null;
}

/** An attachment as chosen: its name, kind and size. */
export function validateHomeworkFile(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  return homeworkFileKindError(file) ?? homeworkFileSizeError(file.size);
}
