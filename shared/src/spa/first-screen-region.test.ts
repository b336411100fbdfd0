import { reportHydrationError } from './first-screen-region';

describe('reportHydrationError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs the error with the components React was hydrating', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('Minified React error #418');
    reportHydrationError(error, {
      componentStack: '\n    at span\n    at Footer (main.js:1:200)',
    });
    expect(logged).toHaveBeenCalledWith(
      '[hydration]',
      error,
      '\n在组件中：at span\n    at Footer (main.js:1:200)',
    );
  });

  it('logs the error alone when React gives no component stack', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('Minified React error #419');
    reportHydrationError(error, {});
    expect(logged).toHaveBeenCalledWith('[hydration]', error);
  });
});
