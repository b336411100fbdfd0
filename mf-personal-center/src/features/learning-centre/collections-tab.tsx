import type { MyCollect } from '@portal/shared/contracts';
import { usePagedList } from '@portal/shared/hooks';
import { PortalLink } from '@portal/shared/ui';
import { PagedView } from '@portal/shared/ui/paged-view';
import { Alert, Button, Tag } from 'antd';
import { useCallback, useState } from 'react';

import { detailStyle, itemStyle, listStyle } from '../../components/list-rows';
import { coursePath } from '../../lib/my-courses.api';
import { fetchMyCollects, toggleCollect } from './learning-centre.api';

/**
 * 我的收藏: collected courses. 取消收藏 removes one at once and offers 撤销,
 * which collects it again.
 */
export function CollectionsTab() {
  const load = useCallback(
    (q: { pagesize: number; pagenum: number }) => fetchMyCollects(q),
    [],
  );
  const { page, current, setCurrent } = usePagedList(load, 10);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [undoable, setUndoable] = useState<MyCollect | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (course: MyCollect) => {
    setBusy(true);
    setError(null);
    try {
      await toggleCollect(course.courseId);
      setRemoved((set) => new Set(set).add(course.courseId));
      setUndoable(course);
    } catch (e) {
      setError(e instanceof Error ? e.message : '操作失败');
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    if (!undoable) return;
    setBusy(true);
    setError(null);
    try {
      await toggleCollect(undoable.courseId);
      setRemoved((set) => {
        const next = new Set(set);
        next.delete(undoable.courseId);
        return next;
      });
      setUndoable(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : '操作失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="我的收藏">
      {undoable && (
        <Alert
          type="info"
          showIcon
          role="status"
          style={{ marginBottom: 12 }}
          title={`已取消收藏《${undoable.name}》`}
          action={
            <Button size="small" onClick={() => void undo()} disabled={busy}>
              撤销
            </Button>
          }
        />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 12 }}
        />
      )}
      <PagedView
        page={page}
        empty="暂无收藏"
        current={current}
        onChange={setCurrent}
        align="start"
      >
        {(items) => {
          const shown = items.filter((c) => !removed.has(c.courseId));
          if (shown.length === 0) return <p>本页的收藏已全部取消</p>;
          return (
            <ul style={listStyle} aria-label="收藏列表">
              {shown.map((c) => (
                <li key={c.courseId} style={itemStyle}>
                  <div style={{ flex: 1, minWidth: 'min(240px, 100%)' }}>
                    <h3 style={{ fontSize: 16, margin: 0 }}>
                      <PortalLink href={coursePath(c.courseId, c.resourceType)}>
                        {c.name}
                      </PortalLink>{' '}
                      <Tag>{c.showStatusMsg}</Tag>
                    </h3>
                    <div style={detailStyle}>
                      {c.teacher} · {c.creditHour} 学时 · 收藏于{' '}
                      {c.createdAt.slice(0, 10)}
                    </div>
                  </div>
                  <Button
                    onClick={() => void remove(c)}
                    disabled={busy}
                    aria-label={`取消收藏《${c.name}》`}
                  >
                    取消收藏
                  </Button>
                </li>
              ))}
            </ul>
          );
        }}
      </PagedView>
    </section>
  );
}
