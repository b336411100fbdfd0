/**
 * The antd components the portal offers its apps, as shared modules: this
 * one holds what the shell and the home page need on a first visit, and
 * `antd-more` the rest (tables, pickers, selects…), fetched when a page
 * first uses one of them.
 *
 * Every app's `import { … } from 'antd'` is resolved here at build time
 * (shared/build/antd-split-loader.cjs sends each name to the module that
 * exports it) and both are Module Federation singletons provided by the
 * shell (shared/build/shared-deps.cjs). Being built in one compilation,
 * they share antd's internal modules, so the page holds one antd with one
 * ConfigProvider context, as before. Unlike
 * sharing the whole `antd` package, only the components listed here are
 * bundled into the shared chunk: about 110 KB gzip less on every first load.
 *
 * Using a component not listed: add it here or to antd-more (antd-facade.test.ts
 * fails until you do) and deploy a shell built with it before the remote that
 * needs it. Types still come from 'antd' directly.
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
