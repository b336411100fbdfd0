/**
 * What the simulated key decides on its own, beyond the protocol
 * (`@portal/shared/contracts`, docs/ukey-protocol.md): its PIN, its id and
 * the texts of its errors.
 */

/** The virtual key's PIN. */
export const UKEY_PIN = '123456';
/** Wrong PINs in a row that lock the key. */
export const UKEY_MAX_PIN_TRIES = 3;
/** Identifier of the (only) virtual key, in keyInserted / keyRemoved. */
export const UKEY_KEY_ID = 'SIM-UKEY-0001';

export const UKEY_MESSAGES = {
  noKey: '未检测到uKey，请插入uKey',
  certNotFound: '未找到指定的证书',
  pinIncorrect: (retriesLeft: number) => `PIN码错误，还可尝试${retriesLeft}次`,
  keyLocked: 'uKey已锁定，请联系管理员',
  pinRequired: '请先验证PIN码',
  notJson: '消息不是合法的JSON',
  notObject: '消息必须是JSON对象',
  binary: '只接受文本消息',
  missingId: '缺少请求id',
  missingMethod: '缺少参数method',
  badParams: '参数params必须是对象',
  missing: (name: string) => `缺少参数${name}`,
  notString: (name: string) => `参数${name}必须是字符串`,
  unknownMethod: (method: string) => `不支持的方法：${method}`,
  internal: 'uKey服务内部错误',
} as const;
