import { CloseCircleFilled } from '@ant-design/icons';
import { Input } from 'antd';
import type { ComponentProps } from 'react';

import { useCompactLayout } from '../lib/compact-layout';

/**
 * Input.Search with a clear button. Under 1024 px it is large (40 px, 16 px
 * text, which also keeps iOS from zooming in), fills the width, and its
 * clear button is 24 px, a target a finger can hit.
 */
type SearchProps = ComponentProps<typeof Input.Search>;

export function SearchBox({ style, ...props }: SearchProps) {
  const compact = useCompactLayout();
  if (!compact) return <Input.Search allowClear style={style} {...props} />;
  return (
    <Input.Search
      size="large"
      allowClear={{
        clearIcon: (
          <CloseCircleFilled aria-hidden style={{ padding: 4, fontSize: 16 }} />
        ),
      }}
      {...props}
      style={{ ...style, maxWidth: undefined, width: '100%' }}
    />
  );
}
