/**
 * Federated modules a remote uses from another remote at run time (e.g.
 * mf-projects runs mf-exams' exam runner). Only the shell knows where each
 * remote lives (the tenant's remote map) and holds the federation runtime,
 * so it provides the loader at boot and remotes ask through this registry:
 *
 *   // shell, at boot
 *   provideRemoteModuleLoader((remote, exposed) => registry.loadModule(remote, exposed));
 *   // a remote
 *   const runner = await loadRemoteModule<RunnerModule>('mf_exams', './exam-runner');
 *
 * @portal/shared is a Module Federation singleton, and the loader is kept
 * under a global symbol as well, so even a second copy of this module (a
 * standalone dev server, a test) sees the same loader.
 */

/** Loads `exposed` (e.g. './exam-runner') of the remote called `remote`. */
export type RemoteModuleLoader = (
  remote: string,
  exposed: string,
) => Promise<unknown>;

const KEY: unique symbol = Symbol.for('portal.remoteModuleLoader');

type Holder = { [KEY]?: RemoteModuleLoader };

/** Why a remote module could not be loaded (the message is for people). */
export class RemoteModuleError extends Error {
  constructor(
    message: string,
    readonly remote: string,
    readonly exposed: string,
  ) {
    super(message);
    this.name = 'RemoteModuleError';
  }
}

/** Installs the loader (the shell, once at boot; a later call replaces it). */
export function provideRemoteModuleLoader(
  loader: RemoteModuleLoader | null,
): void {
  const holder = globalThis as Holder;
  if (loader) holder[KEY] = loader;
  else delete holder[KEY];
}

export function hasRemoteModuleLoader(): boolean {
  return typeof (globalThis as Holder)[KEY] === 'function';
}

/**
 * The module `exposed` of `remote`. Rejects with a RemoteModuleError when
 * no loader is installed (a remote running on its own), the remote cannot
 * be reached or the module is empty; calling again retries.
 */
export async function loadRemoteModule<T>(
  remote: string,
  exposed: string,
): Promise<T> {
  const loader = (globalThis as Holder)[KEY];
  if (!loader) {
    throw new RemoteModuleError(
      '远程模块加载器未就绪（页面需在门户中打开）',
      remote,
      exposed,
    );
  }
  let loaded: unknown;
  try {
    loaded = await loader(remote, exposed);
  } catch (error) {
    throw new RemoteModuleError(
      error instanceof Error ? error.message : String(error),
      remote,
      exposed,
    );
  }
  if (loaded === null || loaded === undefined) {
    throw new RemoteModuleError(
      `${remote}/${exposed.replace(/^\.\//, '')} 加载失败`,
      remote,
      exposed,
    );
  }
  return loaded as T;
}
