import { createInstance } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime registers a host's whole share table the first time
 * a shared module is consumed. Unpatched, runtime-core 2.9 did it again on
 * every loadShare/loadShareSync (its init guard got a fresh init scope each
 * call): ~90 shares over every consumed module, in the shell and in each
 * remote. The fix is carried in patches/ and applied at install.
 */
describe('the federation runtime registers a share table once', () => {
  it('consuming several shared modules registers each share one time', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `lib-${i}`);
    const registered: string[] = [];
    const federation = createInstance({
      name: 'share_registration_host',
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: Object.fromEntries(
        names.map((name) => [
          name,
          {
            version: '1.0.0',
            lib: () => ({ name }),
            shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
          },
        ]),
      ),
      plugins: [
        {
          name: 'count-registrations',
          afterRegisterShare(args: { pkgName: string }) {
            registered.push(args.pkgName);
          },
        },
      ],
    });
    // Creating the instance records the table once; what follows is what
    // consuming the modules adds.
    registered.length = 0;

    for (const name of names.slice(0, 6)) {
      const factory = federation.loadShareSync<{ name: string }>(name);
      expect(factory?.().name).toBe(name);
    }
    const lazy = await federation.loadShare<{ name: string }>('lib-9');
    expect(lazy ? lazy()?.name : undefined).toBe('lib-9');

    // The first consumption registers the table; the next ones find it.
    expect(registered.sort()).toEqual([...names].sort());
  });
});
