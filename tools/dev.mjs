// @ts-check
/**
 * npm run dev: the mock backend plus every app on its webpack dev server with
 * live reload. Open http://localhost:8080 (the shell); each remote also runs
 * standalone on its own port (8081–8085).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { APPS, ROOT } from './apps.mjs';

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @param {string[]} args @param {string} cwd */
function run(args, cwd) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
  });
  children.push(child);
}

run(['--import', 'tsx', path.join(ROOT, 'mock-server/src/main.ts')], ROOT);
for (const app of APPS) {
  run(
    [
      path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
      'serve',
      '--mode',
      'development',
    ],
    path.join(ROOT, app),
  );
}
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(
  '开发服务器启动中：门户 http://localhost:8080，模拟后端 http://127.0.0.1:3000',
);
