import type { LetterSummary, LetterType } from '@portal/shared/contracts';
import { usePagedList, useRemoteData } from '@portal/shared/hooks';
import { unreadLettersAtom, useSetAtom } from '@portal/shared/state';
import {
  AsyncView,
  useCompactLayout,
  useNarrowLayout,
} from '@portal/shared/ui';
import { PagedView } from '@portal/shared/ui/paged-view';
import { Alert, Button, Modal, Space, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';

import { detailStyle, itemStyle, listStyle } from '../../components/list-rows';
import { usePrimaryActionStyle } from '../../lib/touch-targets';
import { fetchLetter, fetchLetters, markAllLettersRead } from './letters.api';

function LetterBody({
  id,
  onRead,
}: {
  id: string;
  onRead: (unReadNum: number) => void;
}) {
  const load = useCallback(
    () =>
      fetchLetter(id).then((letter) => {
        onRead(letter.unReadNum);
        return letter;
      }),
    [id, onRead],
  );
  const letter = useRemoteData(load);
  return (
    <AsyncView data={letter}>
      {(l) => (
        <article>
          <Typography.Text type="secondary">
            {l.typeName} · {l.sender} · {l.sendTime}
          </Typography.Text>
          {l.content.split('\n').map((paragraph, i) => (
            <Typography.Paragraph key={i} style={{ marginTop: 12 }}>
              {paragraph}
            </Typography.Paragraph>
          ))}
        </article>
      )}
    </AsyncView>
  );
}

/** One list of letters; remounted (fresh from page 1) after 全部已读. */
function LetterPages({
  type,
  pagesize,
}: {
  type: LetterType | undefined;
  pagesize: number;
}) {
  const setUnread = useSetAtom(unreadLettersAtom);
  const load = useCallback(
    (q: { pagesize: number; pagenum: number }) =>
      fetchLetters({ ...q, ...(type ? { type } : {}) }),
    [type],
  );
  const { page, current, setCurrent } = usePagedList(load, pagesize);
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<LetterSummary | null>(null);
  const narrow = useNarrowLayout();
  const compact = useCompactLayout();
  const primary = usePrimaryActionStyle();

  const onRead = useCallback(
    (unReadNum: number) => {
      setUnread(unReadNum);
      setReadIds((ids) => (open ? new Set(ids).add(open.id) : ids));
    },
    [open, setUnread],
  );
  const isRead = (l: LetterSummary) => l.read || readIds.has(l.id);

  return (
    <>
      <PagedView
        page={page}
        empty="暂无消息"
        current={current}
        onChange={setCurrent}
        align="start"
      >
        {(items) => (
          <ul style={listStyle} aria-label="消息列表">
            {items.map((l) => (
              <li
                key={l.id}
                style={itemStyle}
                data-read={isRead(l) ? 'true' : 'false'}
              >
                <div style={{ flex: 1, minWidth: 'min(240px, 100%)' }}>
                  <h3 style={{ fontSize: 16, margin: 0 }}>
                    {!isRead(l) && <Tag color="red">未读</Tag>}
                    <Tag>{l.typeName}</Tag>
                    <Button
                      type="link"
                      style={{
                        padding: 0,
                        fontWeight: isRead(l) ? 'normal' : 600,
                        whiteSpace: 'normal',
                        textAlign: 'left',
                        height: 'auto',
                        // A finger needs more than the line's height.
                        minHeight: compact ? 32 : undefined,
                      }}
                      onClick={() => setOpen(l)}
                    >
                      {l.title}
                    </Button>
                  </h3>
                  <div style={detailStyle}>{l.summary}</div>
                </div>
                <Typography.Text type="secondary">
                  {l.sender} · {l.sendTime.slice(0, 16)}
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </PagedView>
      <Modal
        open={open !== null}
        title={open?.title}
        onCancel={() => setOpen(null)}
        // Full width on a phone (antd keeps 8 px beside it).
        width={narrow ? '100%' : undefined}
        footer={
          <Button type="primary" onClick={() => setOpen(null)} style={primary}>
            知道了
          </Button>
        }
        destroyOnHidden
      >
        {open && <LetterBody id={open.id} onRead={onRead} />}
      </Modal>
    </>
  );
}

/**
 * Letters, unread first, paged; opening one marks it read and updates the
 * shell's unread count. With `readAll`, 全部已读 marks every letter read.
 */
export function LettersList({
  type,
  readAll = false,
  pagesize = 10,
}: {
  type?: LetterType;
  readAll?: boolean;
  pagesize?: number;
}) {
  const setUnread = useSetAtom(unreadLettersAtom);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const markAll = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await markAllLettersRead();
      setUnread(result.unReadNum);
      setVersion((v) => v + 1);
    } catch (e) {
      setError(e instanceof Error ? e.message : '操作失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {readAll && (
        <Space style={{ marginBottom: 12 }}>
          <Button onClick={() => void markAll()} loading={busy}>
            全部已读
          </Button>
        </Space>
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 12 }}
        />
      )}
      <LetterPages key={version} type={type} pagesize={pagesize} />
    </>
  );
}
