/**
 * 朗读: the page read aloud by the browser's own speech (the Web Speech
 * API), for learners who find small text hard to read. 连读全文 reads a
 * text from the start; 指读 reads whatever the pointer rests on or the
 * keyboard reaches. Nothing is stored: reading stops with the page.
 *
 * The text is cut into sentences of at most MAX_CHUNK characters and
 * queued one after another, since some engines stop a long utterance
 * part-way (Chrome after about 15 s).
 */

/** The longest text given to the engine at once. */
export const MAX_CHUNK = 200;
/** How long the pointer rests on an element before 指读 reads it. */
export const POINT_REST_MS = 400;
/** The most 指读 reads of one element. */
export const POINT_TEXT_MAX = 300;

export interface ReadAloudStatus {
  /** The browser can speak. */
  supported: boolean;
  /** It lists a Chinese voice (else it speaks with its default one). */
  chineseVoice: boolean;
  /** Something is being read. */
  speaking: boolean;
  /** 指读 is on. */
  pointing: boolean;
}

export function readAloudSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

/** Sentence ends; the mark stays with its sentence. */
const SENTENCE = /[^。！？；!?;\n]*(?:[。！？；!?;]+|\n|$)/g;
/** Where a sentence too long for one chunk is best cut. */
const PAUSE = /[，、,：:\s]/;

/** Cuts a text into sentence-sized chunks of at most `max` characters. */
export function splitForSpeech(text: string, max = MAX_CHUNK): string[] {
  const chunks: string[] = [];
  for (const match of text.matchAll(SENTENCE)) {
    let sentence = match[0].replace(/\s+/g, ' ').trim();
    while (sentence.length > max) {
      let cut = max;
      for (let at = max - 1; at > max / 2; at -= 1)
        if (PAUSE.test(sentence.charAt(at))) {
          cut = at + 1;
          break;
        }
      chunks.push(sentence.slice(0, cut).trim());
      sentence = sentence.slice(cut).trim();
    }
    if (sentence) chunks.push(sentence);
  }
  return chunks;
}

/** The best Chinese voice listed: zh-CN, then Mandarin elsewhere, then Cantonese. */
export function chineseVoice(
  voices: readonly SpeechSynthesisVoice[],
): SpeechSynthesisVoice | undefined {
  const lang = (voice: SpeechSynthesisVoice) =>
    voice.lang.replace('_', '-').toLowerCase();
  const chinese = voices.filter((voice) => lang(voice).startsWith('zh'));
  return (
    chinese.find((voice) => lang(voice) === 'zh-cn') ??
    chinese.find((voice) => !lang(voice).startsWith('zh-hk')) ??
    chinese[0]
  );
}

let status: ReadAloudStatus = {
  supported: readAloudSupported(),
  chineseVoice: false,
  speaking: false,
  pointing: false,
};
const listeners = new Set<() => void>();
/** Counts readings, so a cancelled one's late events change nothing. */
let reading = 0;
/**
 * The utterances being read: kept referenced, or Chrome may collect them
 * and never report their end.
 */
let queued: SpeechSynthesisUtterance[] = [];

function update(change: Partial<ReadAloudStatus>): void {
  const next = { ...status, ...change };
  if (
    (Object.keys(next) as (keyof ReadAloudStatus)[]).every(
      (key) => next[key] === status[key],
    )
  )
    return;
  status = next;
  for (const listener of listeners) listener();
}

function voices(): SpeechSynthesisVoice[] {
  try {
    return window.speechSynthesis.getVoices();
  } catch {
    return [];
  }
}

/** Voices may be listed late: the status follows when they arrive. */
function watchVoices(): void {
  const synth = window.speechSynthesis;
  const listed = () => update({ chineseVoice: !!chineseVoice(voices()) });
  if (typeof synth.addEventListener === 'function')
    synth.addEventListener('voiceschanged', listed);
  else synth.onvoiceschanged = listed;
  listed();
}

if (status.supported) watchVoices();

/** What the toolbar shows; the same object until something changes. */
export function readAloudStatus(): ReadAloudStatus {
  return status;
}

/** Calls `listener` on every change of the status; returns the unsubscribe. */
export function subscribeReadAloud(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads `text` aloud in Chinese, instead of whatever was being read. */
export function speak(text: string): void {
  if (!readAloudSupported()) return;
  const synth = window.speechSynthesis;
  synth.cancel();
  reading += 1;
  const current = reading;
  const chunks = splitForSpeech(text);
  if (chunks.length === 0) {
    queued = [];
    update({ speaking: false });
    return;
  }
  const voice = chineseVoice(voices());
  const done = () => {
    if (current !== reading) return;
    queued = [];
    update({ speaking: false });
  };
  queued = chunks.map((chunk, index) => {
    const utterance = new window.SpeechSynthesisUtterance(chunk);
    utterance.lang = 'zh-CN';
    if (voice) utterance.voice = voice;
    if (index === chunks.length - 1) utterance.onend = done;
    utterance.onerror = done;
    return utterance;
  });
  update({ speaking: true });
  for (const utterance of queued) synth.speak(utterance);
}

/** Stops what is being read (指读 stays on). */
export function stopReading(): void {
  reading += 1;
  queued = [];
  if (readAloudSupported()) window.speechSynthesis.cancel();
  update({ speaking: false });
}

/** Roles and elements that are one thing to read. */
const MEANINGFUL = [
  'a[href]',
  'button',
  'label',
  'summary',
  'legend',
  'caption',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'li',
  'dt',
  'dd',
  'td',
  'th',
  'img[alt]',
  'input',
  'textarea',
  'select',
  '[aria-label]',
  ...[
    'button',
    'link',
    'tab',
    'menuitem',
    'option',
    'heading',
    'switch',
    'radio',
    'checkbox',
    'textbox',
    'combobox',
    'cell',
  ].map((role) => `[role="${role}"]`),
].join(', ');

/** Has text of its own, not only in its children (a span, a short div). */
function ownText(element: Element): boolean {
  return [...element.childNodes].some(
    (node) => node.nodeType === Node.TEXT_NODE && !!node.textContent?.trim(),
  );
}

/** The element 指读 reads for a pointer or a focus on `target`. */
export function meaningfulElement(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  if (target.closest('[aria-hidden="true"]')) return null;
  return target.closest(MEANINGFUL) ?? (ownText(target) ? target : null);
}

/** What 指读 says for an element: its label, else its visible text. */
export function elementText(element: Element): string {
  const label =
    element.getAttribute('aria-label') ??
    (element instanceof HTMLImageElement ? element.alt : null);
  let text = label?.trim() || visibleText(element);
  if (
    !text &&
    (element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement)
  )
    text =
      [...(element.labels ?? [])].map(visibleText).join(' ') ||
      ('placeholder' in element ? element.placeholder.trim() : '');
  return text.replace(/\s+/g, ' ').slice(0, POINT_TEXT_MAX);
}

function visibleText(element: Element): string {
  // innerText leaves out hidden text; jsdom has none, hence textContent.
  const inner = element instanceof HTMLElement ? element.innerText : undefined;
  return (inner ?? element.textContent ?? '').trim();
}

let restTimer: number | undefined;

function readElement(target: EventTarget | null): void {
  const element = meaningfulElement(target);
  if (!element) return;
  const text = elementText(element);
  if (text) speak(text);
}

function onPointerOver(event: PointerEvent): void {
  window.clearTimeout(restTimer);
  const { target } = event;
  restTimer = window.setTimeout(() => readElement(target), POINT_REST_MS);
}

function onPointerOut(event: PointerEvent): void {
  // Leaving the window: nothing rests anywhere.
  if (!event.relatedTarget) window.clearTimeout(restTimer);
}

function onFocusIn(event: FocusEvent): void {
  window.clearTimeout(restTimer);
  readElement(event.target);
}

/** 指读 on: reads what the pointer rests on, or the focus reaches. */
export function startPointReading(): void {
  if (status.pointing || !readAloudSupported()) return;
  document.addEventListener('pointerover', onPointerOver, true);
  document.addEventListener('pointerout', onPointerOut, true);
  document.addEventListener('focusin', onFocusIn, true);
  update({ pointing: true });
}

/** 指读 off (what it was reading goes on to its end). */
export function stopPointReading(): void {
  window.clearTimeout(restTimer);
  document.removeEventListener('pointerover', onPointerOver, true);
  document.removeEventListener('pointerout', onPointerOut, true);
  document.removeEventListener('focusin', onFocusIn, true);
  update({ pointing: false });
}

/** The page's main content, which 连读全文 reads. */
export function mainContent(doc: Document = document): HTMLElement {
  return (
    doc.querySelector<HTMLElement>(
      '#portal-main, main, [role="main"], #portal-content',
    ) ?? doc.body
  );
}

/** 连读全文: reads the page's main content from the start. */
export function readMainContent(): void {
  speak(visibleText(mainContent()));
}
