import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Picks `option` in the antd Select labelled `label`, as a learner would:
 * antd opens its list on mouse down; only the open list's items count, not
 * a closed one antd keeps in the page.
 */
export async function chooseOption(
  label: string,
  option: string,
): Promise<void> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-item-option'),
    ].find(
      (node) =>
        node.title === option && !node.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no ${option} in ${label}`);
    return found;
  });
  fireEvent.click(item);
}
