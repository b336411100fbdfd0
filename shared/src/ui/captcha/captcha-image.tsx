import { useCallback, useEffect, useRef, useState } from 'react';

import { fetchCaptcha } from '@portal/shared/api';
import type { CaptchaData } from '@portal/shared/contracts';

import { TEXT_SECONDARY } from '../theme';
import { BORDER } from '../theme';

/** The captcha image as an <img> source (a data URL or bare base64 PNG). */
export function captchaSrc(image: string): string {
  return /^(data:|https?:|\/)/.test(image)
    ? image
    : `data:image/png;base64,${image}`;
}

export interface Captcha {
  captcha: CaptchaData | null;
  failed: boolean;
  refresh(): Promise<void>;
}

/** An image captcha, loaded on mount; only the latest request counts. */
export function useCaptcha(): Captcha {
  const [captcha, setCaptcha] = useState<CaptchaData | null>(null);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);

  const refresh = useCallback(async () => {
    const current = ++request.current;
    try {
      const next = await fetchCaptcha({ silent: true });
      if (current !== request.current) return;
      setCaptcha(next);
      setFailed(false);
    } catch {
      if (current !== request.current) return;
      setCaptcha(null);
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void refresh();
    return () => {
      // Ignore an answer that arrives after unmount.
      request.current += 1;
    };
  }, [refresh]);

  return { captcha, failed, refresh };
}

/** The captcha image inside a real button: a click loads a new one. */
export function CaptchaButton({
  captcha,
  failed,
  onRefresh,
}: {
  captcha: CaptchaData | null;
  failed: boolean;
  onRefresh(): void;
}) {
  return (
    <button
      type="button"
      aria-label="看不清，换一张"
      title="看不清，换一张"
      onClick={onRefresh}
      style={{
        height: 32,
        minWidth: 96,
        padding: 0,
        border: `1px solid ${BORDER}`,
        borderRadius: 6,
        background: '#fff',
        cursor: 'pointer',
        flex: 'none',
      }}
    >
      {captcha ? (
        <img
          alt="图形验证码"
          src={captchaSrc(captcha.validateCodeImge)}
          style={{ display: 'block', height: 30, width: 'auto' }}
        />
      ) : (
        <span style={{ fontSize: 12, color: TEXT_SECONDARY }}>
          {failed ? '点击重新获取' : '加载中…'}
        </span>
      )}
    </button>
  );
}
