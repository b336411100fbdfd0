import { copyText } from './copy-text';

const execCommand = vi.fn<(command: string) => boolean>();

beforeEach(() => {
  execCommand.mockReset();
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: execCommand,
  });
});

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: undefined,
  });
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText },
  });
}

function field(value: string): HTMLInputElement {
  const input = document.createElement('input');
  input.value = value;
  document.body.append(input);
  return input;
}

describe('copyText', () => {
  it('writes to the clipboard when the page may', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    expect(await copyText('http://x/1')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('http://x/1');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to copying the selected field without the Clipboard API', async () => {
    execCommand.mockReturnValue(true);
    const input = field('http://x/2');
    expect(await copyText('http://x/2', input)).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe('http://x/2'.length);
  });

  it('falls back when the clipboard refuses, and says false when both fail', async () => {
    stubClipboard(async () => {
      throw new Error('NotAllowedError');
    });
    execCommand.mockReturnValue(false);
    expect(await copyText('http://x/3', field('http://x/3'))).toBe(false);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await copyText('http://x/3')).toBe(false);
  });
});
