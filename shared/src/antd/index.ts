/**
 * The antd components the portal offers its apps, as shared modules: this
 * one holds what the shell and the home page need on a first visit, and
 * every other component is a part of its own (../antd-parts: card, form,
 * table…), fetched when a page first uses it, so a deep page fetches the
 * components it shows and no others.
 *
 * Every app's `import { … } from 'antd'` is resolved to this module or its
 * part at build time (tools/build/antd-split-loader.cjs sends each name to
 * the module that exports it) and each is a Module Federation singleton
 * provided by the shell (tools/build/shared-deps.cjs). Being built in one
 * compilation, they share antd's internal modules, so the page holds one
 * antd with one ConfigProvider context. Unlike sharing the whole `antd`
 * package, only the components listed are bundled.
 *
 * Using a component not listed: add a part for it (antd-facade.test.ts
 * fails until you do) and deploy a shell built with it before the remote
 * that needs it (`npm run remotes -- use` refuses the remote until then).
 * Types still come from 'antd' directly.
 */
export {
  Alert,
  Button,
  Col,
  ConfigProvider,
  Drawer,
  Empty,
  Flex,
  Grid,
  Row,
  Skeleton,
  Space,
  Spin,
} from 'antd/es/index';
// What `App.useApp()` reads: @portal/shared/ui provides it before the App
// tier is here (FeedbackProvider).
export { default as AppContext } from 'antd/es/app/context';
