import { navigateTo } from '@portal/shared/ui';
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';

/** A button-looking portal link: a real <a href>, navigated without a reload. */
export function NavButton({
  href,
  ...rest
}: Omit<ButtonProps, 'href' | 'onClick'> & { href: string }) {
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    navigateTo(href);
  };
  return <Button href={href} onClick={onClick} {...rest} />;
}
