/**
 * RSA encryption of password fields before they leave the browser
 * (seed-spec 7.2, DESIGN 6).
 *
 * jsencrypt's `encrypt()` uses PKCS#1 v1.5, which Node's crypto refuses to
 * decrypt; `encryptOAEP()` uses OAEP with SHA-256 for both the label hash
 * and MGF1 (jsencrypt 3.5: `oaep_pad` with `rstr_sha256`), which matches a
 * server decrypting with RSA_PKCS1_OAEP_PADDING and oaepHash 'sha256'.
 */
// jsencrypt (about 45 KB gzip) is loaded when a password is first
// encrypted, not with every page that can show a password form.

export class PasswordEncryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasswordEncryptionError';
  }
}

/**
 * jsencrypt pads the string's char codes as bytes, so anything beyond
 * Latin-1 would be garbled; hand it the UTF-8 bytes instead. (Validation
 * already keeps passwords to ASCII; this keeps other callers correct.)
 */
function utf8Binary(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) {
    binary += String.fromCharCode(byte);
  }
  return binary;
}

/**
 * Encrypts `plain` with the PEM public key using RSA-OAEP (SHA-256) and
 * returns base64. Throws PasswordEncryptionError when the key is unusable
 * or the text is too long for it.
 */
export async function encryptPassword(
  plain: string,
  publicKeyPem: string,
): Promise<string> {
  if (!publicKeyPem.trim()) {
    throw new PasswordEncryptionError('密码加密失败：未配置公钥');
  }
  await import('./ensure-random');
  const { JSEncrypt } = await import('jsencrypt');
  const encryptor = new JSEncrypt();
  let result: string | false;
  try {
    encryptor.setPublicKey(publicKeyPem);
    result = encryptor.encryptOAEP(utf8Binary(plain));
  } catch {
    result = false;
  }
  if (!result) {
    throw new PasswordEncryptionError('密码加密失败：公钥无效或密码过长');
  }
  return result;
}
