import { Empty } from 'antd';

/** Empty-state widget of seed-spec 9 (default text 暂无数据, height 239 px). */
export function EmptyState({ text = '暂无数据' }: { text?: string }) {
  return (
    <div
      style={{
        minHeight: 239,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Empty description={text} />
    </div>
  );
}
