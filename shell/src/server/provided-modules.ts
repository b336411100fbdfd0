/**
 * The render tier's single copy of each library the apps share: a remote's
 * server build leaves them out (SERVER_PROVIDED in
 * tools/build/webpack-app.cjs) and gets them here, as its browser build
 * gets them from the shell's Module Federation share table.
 */
import * as cssinjs from '@ant-design/cssinjs';
import * as antd from 'antd';
// The one copy remotes' server builds share, as the share table is in the
// browser: this module hands out the libraries themselves.
// eslint-disable-next-line no-restricted-imports
import * as jotai from 'jotai';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactDOMServer from 'react-dom/server';
import * as router from 'react-router-dom';
// eslint-disable-next-line no-restricted-imports
import * as singleSpaReact from 'single-spa-react';

interface ModuleContext {
  keys(): string[];
  (key: string): unknown;
}

/**
 * Every module of @portal/shared (each folder's index.ts and antd's parts),
 * evaluated when first asked for. Built by webpack; the cast only types it.
 */
const sharedModules = (
  require as unknown as {
    context(folder: string, deep: boolean, filter: RegExp): ModuleContext;
  }
).context(
  '../../../shared/src',
  true,
  /^\.\/(?!testing\/)(?:[\w-]+\/)*index\.ts$|^\.\/antd-parts\/[\w-]+\.ts$/,
);

const LIBRARIES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react-dom/server': ReactDOMServer,
  jotai,
  '@ant-design/cssinjs': cssinjs,
  // The apps' antd is the facade (and its parts), as in the browser.
  antd,
  'react-router-dom': router,
  'single-spa-react': singleSpaReact,
};

/** The module a remote's server build asks for, or an error naming it. */
export function provide(request: string): unknown {
  if (Object.hasOwn(LIBRARIES, request)) return LIBRARIES[request];
  const shared = /^@portal\/shared\/(.+)$/.exec(request)?.[1];
  if (shared) {
    const key = shared.startsWith('antd-parts/')
      ? `./${shared}.ts`
      : `./${shared}/index.ts`;
    if (sharedModules.keys().includes(key)) return sharedModules(key);
  }
  throw new Error(`渲染层不提供模块 ${request}`);
}
