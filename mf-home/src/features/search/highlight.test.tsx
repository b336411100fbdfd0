import { render } from '@testing-library/react';

import { Highlight, splitByKeyword } from './highlight';

describe('keyword highlight', () => {
  it('marks every occurrence, ignoring case', () => {
    expect(splitByKeyword('Vue 与 vue 组件', 'VUE')).toEqual([
      { text: 'Vue', match: true },
      { text: ' 与 ', match: false },
      { text: 'vue', match: true },
      { text: ' 组件', match: false },
    ]);
    expect(splitByKeyword('党史', '')).toEqual([
      { text: '党史', match: false },
    ]);
  });

  it('renders markup in titles as text', () => {
    const { container } = render(
      <Highlight text={'<img src=x onerror=alert(1)>党史'} keyword="党史" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('党史');
  });
});
