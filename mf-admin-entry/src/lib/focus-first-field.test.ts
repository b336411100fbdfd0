import type { InputRef } from 'antd';

import { focusFirstField } from './focus-first-field';

function dialogWithFields(): { first: InputRef; second: HTMLInputElement } {
  document.body.innerHTML = `
    <div role="dialog">
      <button type="button">Close</button>
      <input id="first" /><input id="second" />
    </div>
    <input id="outside" />`;
  const input = document.getElementById('first') as HTMLInputElement;
  const first = {
    input,
    focus: () => input.focus(),
    blur: () => input.blur(),
    select: () => input.select(),
    setSelectionRange: () => {},
    nativeElement: input,
  } as unknown as InputRef;
  return {
    first,
    second: document.getElementById('second') as HTMLInputElement,
  };
}

describe('focusFirstField', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('moves the focus into the first field from outside the dialog or its buttons', () => {
    const { first } = dialogWithFields();
    (document.getElementById('outside') as HTMLInputElement).focus();
    focusFirstField(first);
    expect(document.activeElement).toBe(first.input);

    document.querySelector('button')?.focus();
    focusFirstField(first);
    expect(document.activeElement).toBe(first.input);
  });

  it('leaves the focus in the field the user is typing into', () => {
    const { first, second } = dialogWithFields();
    second.focus();
    focusFirstField(first);
    expect(document.activeElement).toBe(second);
  });
});
