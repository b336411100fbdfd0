// @ts-check
/**
 * Runs deploy/nginx/portal.conf locally (npm run start:nginx, the tests):
 * the same file with this machine's values in the lines marked "# @name"
 * (the backend's and the render tier's addresses among them), inside a
 * main configuration whose pid, logs, page cache and temporary folders are
 * in a runtime folder, so nginx needs neither /etc/nginx nor /var.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);
export const DEPLOY_DIR = path.join(ROOT, 'deploy/nginx');
export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static. */
export const BROTLI_MODULE =
  process.env.NGINX_BROTLI_MODULE ||
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Whether this machine can run the portal on nginx. */
export function nginxAvailable() {
  return existsSync(NGINX_BIN) && existsSync(BROTLI_MODULE);
}

/**
 * @typedef {object} SiteValues
 * @property {string} listen       e.g. 127.0.0.1:8080
 * @property {string} serverName   e.g. localhost *.localhost
 * @property {string} root         the deployment folder (dist/)
 * @property {string} config       the ops configuration folder
 * @property {string} backend      host:port of the backend
 * @property {string} render       host:port of the render tier (the Node
 *                                 site server that renders the pages)
 * @property {string} cache        the folder of nginx's rendered pages
 * @property {string} accessLog    the access log file
 * @property {string} errorLog     the error log file
 */

/**
 * The directive each marked value belongs to; a value with `keep` is the
 * first argument only, the line's other arguments stay.
 * @type {Record<string, { directive: string, keep?: boolean }>}
 */
const MARKED = {
  backend: { directive: 'server' },
  render: { directive: 'server' },
  cache: { directive: 'proxy_cache_path', keep: true },
  listen: { directive: 'listen' },
  server_name: { directive: 'server_name' },
  root: { directive: 'root' },
  config: { directive: 'set $portal_config' },
  access_log: { directive: 'access_log', keep: true },
  error_log: { directive: 'error_log', keep: true },
};

/**
 * portal.conf with other values: only the marked lines change, so the
 * rules that run here are the ones an operator deploys.
 * @param {string} text @param {SiteValues} values
 */
export function renderSite(text, values) {
  /** @type {Record<string, string>} */
  const byName = {
    backend: values.backend,
    render: values.render,
    cache: values.cache,
    listen: values.listen,
    server_name: values.serverName,
    root: values.root,
    config: values.config,
    access_log: values.accessLog,
    error_log: values.errorLog,
  };
  const seen = new Set();
  const out = text.replace(
    /^(\s*)(.+?);(\s*)# @([a-z_]+)$/gm,
    (line, indent, current, gap, name) => {
      const marked = MARKED[name];
      if (!marked) throw new Error(`portal.conf: unknown value @${name}`);
      const { directive, keep } = marked;
      if (!current.startsWith(`${directive} `))
        throw new Error(`portal.conf: @${name} marks no ${directive} line`);
      seen.add(name);
      const value = byName[name] ?? '';
      if (!value || /[;{}"'\n#]/.test(value) || (keep && /\s/.test(value)))
        throw new Error(`portal.conf: @${name} cannot be ${value}`);
      // The arguments after the first, for a value that replaces only it.
      const rest = keep
        ? current.slice(directive.length).trim().replace(/^\S+/, '')
        : '';
      return `${indent}${directive} ${value}${rest};${gap}# @${name}`;
    },
  );
  const missing = Object.keys(MARKED).filter((name) => !seen.has(name));
  if (missing.length > 0)
    throw new Error(`portal.conf: no line marked @${missing.join(', @')}`);
  return out;
}

/**
 * The main configuration around the site: the brotli module, and every
 * path nginx writes in the runtime folder.
 * @param {string} runtimeDir
 * @param {{ asRoot?: boolean }} [options]
 */
export function renderMain(
  runtimeDir,
  { asRoot = process.getuid?.() === 0 } = {},
) {
  const at = (/** @type {string} */ name) => path.join(runtimeDir, name);
  return `# Written by tools/nginx/nginx.mjs; the site is deploy/nginx/portal.conf.
load_module ${BROTLI_MODULE};
${
  // Run as root, nginx would hand the requests to "nobody", who may not
  // read a checkout or a private temporary folder; this nginx listens on
  // 127.0.0.1 only. Production runs Debian's nginx.conf (www-data).
  asRoot ? 'user root;\n' : ''
}worker_processes 1;
daemon off;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events {
  worker_connections 512;
}
http {
  access_log ${at('access.log')};
  client_body_temp_path ${at('temp/client_body')};
  proxy_temp_path ${at('temp/proxy')};
  fastcgi_temp_path ${at('temp/fastcgi')};
  uwsgi_temp_path ${at('temp/uwsgi')};
  scgi_temp_path ${at('temp/scgi')};
  include ${at('portal.conf')};
}
`;
}

/**
 * Writes the runtime folder: nginx.conf, portal.conf with these values, and
 * snippets/ (a link to deploy/nginx/snippets, where "include snippets/…"
 * resolves beside nginx.conf as it does in /etc/nginx). The cache of
 * rendered pages and the logs are in the runtime folder too, unless the
 * values name others.
 * @param {string} runtimeDir
 * @param {Omit<SiteValues, 'cache' | 'accessLog' | 'errorLog'> & Partial<SiteValues>} values
 * @returns {string} the main configuration file
 */
export function writeRuntime(runtimeDir, values) {
  mkdirSync(path.join(runtimeDir, 'temp'), { recursive: true });
  writeFileSync(
    path.join(runtimeDir, 'portal.conf'),
    renderSite(readFileSync(path.join(DEPLOY_DIR, 'portal.conf'), 'utf8'), {
      cache: path.join(runtimeDir, 'cache'),
      accessLog: path.join(runtimeDir, 'access.log'),
      errorLog: path.join(runtimeDir, 'error.log'),
      ...values,
    }),
  );
  const snippets = path.join(runtimeDir, 'snippets');
  rmSync(snippets, { recursive: true, force: true });
  symlinkSync(path.join(DEPLOY_DIR, 'snippets'), snippets);
  const main = path.join(runtimeDir, 'nginx.conf');
  writeFileSync(main, renderMain(runtimeDir));
  return main;
}

/** @param {string} runtimeDir */
function nginxArgs(runtimeDir) {
  return [
    '-p',
    runtimeDir,
    '-e',
    path.join(runtimeDir, 'error.log'),
    '-c',
    path.join(runtimeDir, 'nginx.conf'),
  ];
}

/**
 * Checks the runtime folder's configuration (nginx -t); throws nginx's
 * message when it is wrong.
 * @param {string} runtimeDir
 */
export async function testConfig(runtimeDir) {
  const child = spawn(NGINX_BIN, ['-t', '-q', ...nginxArgs(runtimeDir)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`nginx -t failed:\n${output}`);
}

/**
 * Starts nginx in the foreground on the runtime folder. SIGTERM stops it
 * (fast shutdown, workers included). nginx outlives a parent killed
 * without warning (SIGKILL), so it is guarded (guardChild).
 * @param {string} runtimeDir
 * @param {import('node:child_process').StdioOptions} [stdio]
 */
export function startNginx(
  runtimeDir,
  stdio = ['ignore', 'inherit', 'inherit'],
) {
  const nginx = spawn(NGINX_BIN, nginxArgs(runtimeDir), { stdio });
  guardChild(nginx, 'nginx-guard');
  return nginx;
}

/**
 * A child process that would outlive this one killed without warning
 * (SIGKILL): nginx, the render tier behind it. A one-line shell guard that
 * reads a pipe from this process sends the child SIGTERM when the pipe
 * closes, however this process ends.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} [name] the guard's name in ps
 */
export function guardChild(child, name = 'child-guard') {
  const guard = spawn(
    'sh',
    ['-c', 'read -r _; kill -TERM "$1" 2>/dev/null', name, String(child.pid)],
    { stdio: ['pipe', 'ignore', 'ignore'] },
  );
  child.on('exit', () => guard.kill('SIGTERM'));
  // The guard's pipe alone must not keep this process running.
  guard.unref();
  /** @type {{ unref?: () => void }} */ (
    /** @type {unknown} */ (guard.stdin)
  ).unref?.();
  return guard;
}

/** Stops nginx started by startNginx and waits until it has exited. */
export function stopNginx(
  /** @type {import('node:child_process').ChildProcess} */ nginx,
) {
  if (nginx.exitCode !== null || nginx.signalCode !== null)
    return Promise.resolve();
  return new Promise((resolve) => {
    nginx.once('exit', () => resolve(undefined));
    nginx.kill('SIGTERM');
  });
}
