import { renderHook } from '@testing-library/react';

import { useBackOfficeWindow } from './back-office-window';
import { stubLocationAssign, stubWindowOpen } from '@portal/shared/testing';

afterEach(() => vi.restoreAllMocks());

describe('useBackOfficeWindow', () => {
  it('opens a blank window at once and hands it over to be sent on', () => {
    const { open, opened } = stubWindowOpen();
    const { result } = renderHook(() => useBackOfficeWindow());
    result.current.open();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened[0]?.opener).toBeNull();
    result.current.take().go('http://admin.example/');
    expect(opened[0]?.location.href).toBe('http://admin.example/');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('closes the window the answer refuses', () => {
    const { opened } = stubWindowOpen();
    const { result } = renderHook(() => useBackOfficeWindow());
    result.current.open();
    result.current.take().close();
    expect(opened[0]?.closed).toBe(true);
  });

  it('hands a window over once, and a second click replaces an unused one', () => {
    const { open, opened } = stubWindowOpen();
    const { result } = renderHook(() => useBackOfficeWindow());
    result.current.open();
    result.current.open();
    expect(opened.map((child) => child.closed)).toEqual([true, false]);
    result.current.take().go('http://admin.example/');
    // Taken already: the next answer without a click opens its own.
    result.current.take().go('http://admin.example/again');
    expect(open).toHaveBeenLastCalledWith(
      'http://admin.example/again',
      '_blank',
    );
  });

  it('closes a window no answer took when the dialog goes away', () => {
    const { opened } = stubWindowOpen();
    const { result, unmount } = renderHook(() => useBackOfficeWindow());
    result.current.open();
    unmount();
    expect(opened[0]?.closed).toBe(true);
  });

  it('takes this tab to the back office where no window opens', () => {
    stubWindowOpen({ blocked: true });
    const assign = stubLocationAssign();
    const { result } = renderHook(() => useBackOfficeWindow());
    result.current.open();
    const target = result.current.take();
    expect(assign).not.toHaveBeenCalled();
    target.go('http://admin.example/');
    expect(assign).toHaveBeenCalledWith('http://admin.example/');
  });
});
