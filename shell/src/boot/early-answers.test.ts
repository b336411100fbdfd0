import { askEarly, takeEarlyAnswer, whileAsking } from './early-answers';

describe('early answers', () => {
  it('sends one request per URL and hands its answer out once', async () => {
    const request = vi.fn(async () => new Response('{"a":1}'));
    const first = askEarly('/early/one.json', request);
    const second = askEarly(`${location.origin}/early/one.json`, request);
    expect(request).toHaveBeenCalledTimes(1);
    // The asker reads a copy; the taker still gets an unread body.
    await expect((await first)?.json()).resolves.toEqual({ a: 1 });
    await expect((await second)?.json()).resolves.toEqual({ a: 1 });
    const taken = takeEarlyAnswer('/early/one.json');
    await expect(taken?.then((r) => r.json())).resolves.toEqual({ a: 1 });
    expect(takeEarlyAnswer('/early/one.json')).toBeUndefined();
  });

  it('does not hand out an answer that failed', async () => {
    await askEarly(
      '/early/missing.json',
      async () => new Response('', { status: 404 }),
    );
    expect(takeEarlyAnswer('/early/missing.json')).toBeUndefined();
    await askEarly('/early/refused.json', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    ).catch(() => undefined);
    expect(takeEarlyAnswer('/early/refused.json')).toBeUndefined();
  });

  it('hands out an answer still on its way', async () => {
    let answer: (response: Response) => void = () => {};
    void askEarly(
      '/early/slow.json',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const taken = takeEarlyAnswer('/early/slow.json');
    expect(taken).toBeDefined();
    answer(new Response('ok'));
    await expect(taken?.then((r) => r.text())).resolves.toBe('ok');
  });
});

describe('while the early script asks', () => {
  it('skips what boot already asked for itself, and forgets that afterwards', async () => {
    const request = vi.fn(async () => new Response('{}'));
    await whileAsking(async () => {
      // Boot was quicker: it found nothing waiting and fetched the file.
      expect(takeEarlyAnswer('/early/claimed.json')).toBeUndefined();
      await expect(
        askEarly('/early/claimed.json', request),
      ).resolves.toBeNull();
    });
    expect(request).not.toHaveBeenCalled();
    // Once the script is done, nothing is remembered.
    await askEarly('/early/claimed.json', request);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
