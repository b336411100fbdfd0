/**
 * A page whose region the server could not draw (a learner's page, whose
 * data only the browser can ask for) waits in the browser for its remote's
 * code, and that code is found late: the shell's main script must run,
 * read the remote map and the route manifests, then load the remote's
 * entry, which only then names its chunks. The render tier knows all of
 * it already, so the page's head asks for the remote's entry and the
 * chunks of its './spa' at once, beside the shell's own scripts. The
 * federation runtime and webpack then find them in the cache, when each
 * preload is the same request as the load: the shell's remote guard
 * loads the entry and the chunks with `crossorigin="anonymous"` (for the
 * error's details), so the preloads say the same.
 */

/** The part of the federation plugin's mf-manifest.json read here. */
interface FederationManifest {
  metaData?: {
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: {
    name?: string;
    assets?: { js?: { sync?: unknown[] }; css?: { sync?: unknown[] } };
  }[];
}

/** A file name the build wrote: no scheme, no way up, nothing to escape. */
const ASSET = /^(?:[\w-]+\/)*[\w.-]+\.(?:js|css)$/;

function strings(list: unknown[] | undefined): string[] {
  return (list ?? []).filter(
    (item): item is string => typeof item === 'string' && ASSET.test(item),
  );
}

/**
 * The addresses of a remote's entry and of its './spa' chunks, from its
 * mf-manifest.json: the files live beside the manifest (`publicPath`
 * 'auto'), which the map's `entry` locates on the page's origin. Empty for
 * a manifest that is not one, or a build with a fixed public path (its
 * files may be elsewhere).
 */
export function remoteCodeUrls(
  manifestText: string,
  entry: string,
  origin: string,
): { scripts: string[]; styles: string[] } {
  const none = { scripts: [], styles: [] };
  let manifest: FederationManifest;
  try {
    manifest = JSON.parse(manifestText) as FederationManifest;
  } catch {
    return none;
  }
  const meta = manifest.metaData;
  if (meta?.publicPath !== 'auto' || !Array.isArray(manifest.exposes))
    return none;
  const spa = manifest.exposes.find((expose) => expose.name === 'spa');
  const remoteEntry = [meta.remoteEntry?.path, meta.remoteEntry?.name]
    .filter(Boolean)
    .join('/');
  if (!spa || !ASSET.test(remoteEntry)) return none;
  let base: URL;
  try {
    base = new URL('.', new URL(entry, origin));
  } catch {
    return none;
  }
  // Only the page's own origin: a preload elsewhere needs CORS settings
  // the runtime's own loads may not share.
  if (base.origin !== new URL(origin).origin) return none;
  // Plain path characters only: the paths go into attributes unescaped.
  if (!/^[\w./@+-]*$/.test(base.pathname)) return none;
  const at = (file: string) => new URL(file, base).pathname;
  return {
    scripts: [remoteEntry, ...strings(spa.assets?.js?.sync)].map(at),
    styles: strings(spa.assets?.css?.sync).map(at),
  };
}

/** The preload elements of remoteCodeUrls (paths only: nothing to escape). */
export function remoteCodePreloads(urls: {
  scripts: string[];
  styles: string[];
}): string {
  return [
    ...urls.scripts.map(
      (href) =>
        `<link rel="preload" as="script" href="${href}" crossorigin="anonymous">`,
    ),
    ...urls.styles.map(
      (href) => `<link rel="preload" as="style" href="${href}">`,
    ),
  ].join('');
}
