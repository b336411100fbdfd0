import { fireEvent } from '@testing-library/react';

import type * as ReadAloudModule from './read-aloud';

type ReadAloud = typeof ReadAloudModule;

/** What the fake engine was given to say. */
class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

const voice = (lang: string, name = lang) =>
  ({
    lang,
    name,
    default: false,
    localService: true,
    voiceURI: name,
  }) as SpeechSynthesisVoice;

/** A speechSynthesis that records what it is asked, with `voices` listed. */
function fakeEngine(voices: SpeechSynthesisVoice[]) {
  const target = new EventTarget();
  const engine = {
    voices,
    spoken: [] as FakeUtterance[],
    calls: [] as string[],
    getVoices: () => engine.voices,
    speak: (utterance: FakeUtterance) => {
      engine.calls.push(`speak:${utterance.text}`);
      engine.spoken.push(utterance);
    },
    cancel: () => engine.calls.push('cancel'),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    /** The browser has listed its voices (late). */
    list(next: SpeechSynthesisVoice[]) {
      engine.voices = next;
      target.dispatchEvent(new Event('voiceschanged'));
    },
  };
  return engine;
}

function install(engine: ReturnType<typeof fakeEngine> | null): void {
  for (const [name, value] of [
    ['speechSynthesis', engine],
    ['SpeechSynthesisUtterance', engine ? FakeUtterance : undefined],
  ] as const) {
    if (value)
      Object.defineProperty(window, name, { configurable: true, value });
    else Reflect.deleteProperty(window, name);
  }
}

/** The module as a page with (or without) this engine first loads it. */
async function load(
  engine: ReturnType<typeof fakeEngine> | null,
): Promise<ReadAloud> {
  install(engine);
  vi.resetModules();
  return import('./read-aloud');
}

afterEach(() => {
  install(null);
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('splitForSpeech', () => {
  it('cuts at sentence ends and keeps each chunk within 200 characters', async () => {
    const { splitForSpeech } = await load(null);
    const long = `${'甲'.repeat(150)}，${'乙'.repeat(150)}。`;
    const chunks = splitForSpeech(
      `第一句。第二句！第三句？第四句；\n  第五行\n${long}`,
    );
    expect(chunks).toEqual([
      '第一句。',
      '第二句！',
      '第三句？',
      '第四句；',
      '第五行',
      `${'甲'.repeat(150)}，`,
      `${'乙'.repeat(150)}。`,
    ]);
    const unbroken = splitForSpeech('丙'.repeat(450));
    expect(unbroken.map((chunk) => chunk.length)).toEqual([200, 200, 50]);
    expect(splitForSpeech('  \n ')).toEqual([]);
  });
});

describe('speak', () => {
  it('cancels what plays, then queues the chunks in order in a Chinese voice', async () => {
    const zhCN = voice('zh-CN', 'Tingting');
    const engine = fakeEngine([
      voice('en-US'),
      voice('zh-HK'),
      voice('zh-TW'),
      zhCN,
    ]);
    const { speak, readAloudStatus } = await load(engine);
    expect(readAloudStatus()).toMatchObject({
      supported: true,
      chineseVoice: true,
      speaking: false,
    });

    speak('欢迎来到在线培训门户。请先登录！');

    expect(engine.calls).toEqual([
      'cancel',
      'speak:欢迎来到在线培训门户。',
      'speak:请先登录！',
    ]);
    expect(engine.spoken.map((u) => [u.lang, u.voice])).toEqual([
      ['zh-CN', zhCN],
      ['zh-CN', zhCN],
    ]);
    expect(readAloudStatus().speaking).toBe(true);
    engine.spoken[0]!.onend?.();
    expect(readAloudStatus().speaking).toBe(true);
    engine.spoken[1]!.onend?.();
    expect(readAloudStatus().speaking).toBe(false);
  });

  it('takes a Chinese voice listed late, and says zh-CN until one is', async () => {
    const engine = fakeEngine([]);
    const { speak, readAloudStatus, subscribeReadAloud } = await load(engine);
    expect(readAloudStatus().chineseVoice).toBe(false);
    speak('你好。');
    expect(engine.spoken[0]).toMatchObject({ lang: 'zh-CN', voice: null });

    const changed = vi.fn();
    subscribeReadAloud(changed);
    const mandarin = voice('zh_TW', 'Meijia');
    engine.list([voice('en-GB'), mandarin]);
    expect(changed).toHaveBeenCalled();
    expect(readAloudStatus().chineseVoice).toBe(true);
    speak('再见。');
    expect(engine.spoken[1]).toMatchObject({ lang: 'zh-CN', voice: mandarin });
  });

  it('stopReading cancels, and the cancelled reading ends nothing later', async () => {
    const engine = fakeEngine([voice('zh-CN')]);
    const { speak, stopReading, readAloudStatus } = await load(engine);
    speak('第一段。');
    const first = engine.spoken[0]!;
    stopReading();
    expect(engine.calls.at(-1)).toBe('cancel');
    expect(readAloudStatus().speaking).toBe(false);

    speak('第二段。');
    // The engine reports the first reading's end after the second began.
    first.onerror?.();
    expect(readAloudStatus().speaking).toBe(true);
  });

  it('does nothing where the browser cannot speak', async () => {
    const mod = await load(null);
    expect(mod.readAloudSupported()).toBe(false);
    expect(mod.readAloudStatus()).toMatchObject({
      supported: false,
      speaking: false,
    });
    expect(() => mod.speak('你好。')).not.toThrow();
    expect(() => mod.stopReading()).not.toThrow();
    mod.startPointReading();
    expect(mod.readAloudStatus().pointing).toBe(false);
  });
});

describe('指读', () => {
  it('reads what the pointer rests on for 400 ms, and what the focus reaches', async () => {
    vi.useFakeTimers();
    const engine = fakeEngine([voice('zh-CN')]);
    const reader = await load(engine);
    document.body.innerHTML = `
      <main>
        <div id="layout"><p id="line"><span id="word">课程</span>学习须知</p></div>
        <button id="close" aria-label="关闭对话框"><svg></svg></button>
        <input id="name" /><label for="name">姓名</label>
        <div aria-hidden="true"><p id="hidden">装饰</p></div>
      </main>`;
    const $ = (id: string) => document.getElementById(id)!;
    const said = () => engine.calls.filter((call) => call.startsWith('speak:'));

    reader.startPointReading();
    expect(reader.readAloudStatus().pointing).toBe(true);

    // The pointer passes over the word on its way to the button.
    fireEvent.pointerOver($('word'));
    vi.advanceTimersByTime(300);
    fireEvent.pointerOver($('close'));
    vi.advanceTimersByTime(399);
    expect(said()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(said()).toEqual(['speak:关闭对话框']);

    // The nearest meaningful element: the paragraph, not the span alone.
    fireEvent.pointerOver($('word'));
    vi.advanceTimersByTime(400);
    expect(said().at(-1)).toBe('speak:课程学习须知');

    // Layout boxes and hidden decoration are not read.
    fireEvent.pointerOver($('layout'));
    fireEvent.pointerOver($('hidden'));
    vi.advanceTimersByTime(1000);
    expect(said()).toHaveLength(2);

    $('name').focus();
    expect(said().at(-1)).toBe('speak:姓名');

    reader.stopPointReading();
    expect(reader.readAloudStatus().pointing).toBe(false);
    fireEvent.pointerOver($('close'));
    vi.advanceTimersByTime(1000);
    $('close').focus();
    expect(said()).toHaveLength(3);
  });

  it('cuts what it reads of one element at 300 characters', async () => {
    const { elementText } = await load(null);
    const paragraph = document.createElement('p');
    paragraph.textContent = `  ${'字'.repeat(400)}  `;
    expect(elementText(paragraph)).toBe('字'.repeat(300));
  });

  it('连读全文 reads the main content, not the header', async () => {
    const engine = fakeEngine([voice('zh-CN')]);
    const { readMainContent } = await load(engine);
    document.body.innerHTML = `
      <header>门户标题</header>
      <main id="portal-main"><h1>通知公告</h1><p>本周课程已更新。</p></main>`;
    readMainContent();
    const said = engine.spoken.map((u) => u.text).join('');
    expect(said).toContain('通知公告');
    expect(said).toContain('本周课程已更新。');
    expect(said).not.toContain('门户标题');
  });
});
