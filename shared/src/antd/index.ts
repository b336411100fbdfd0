/**
 * The antd components the portal offers its apps, as shared modules, in
 * four tiers: this one holds what the shell and the home page need on a
 * first visit; `antd-content` what content pages add (Card, Tabs…),
 * `antd-workspace` forms, dialogs and the workspace's navigation, and
 * `antd-more` the rest (tables, pickers, selects…), each fetched when a
 * page first uses one of its names.
 *
 * Every app's `import { … } from 'antd'` is resolved to its tier at build
 * time (tools/build/antd-split-loader.cjs sends each name to the module
 * that exports it) and each tier is a Module Federation singleton provided
 * by the shell (tools/build/shared-deps.cjs). Being built in one
 * compilation, they share antd's internal modules, so the page holds one
 * antd with one ConfigProvider context. Unlike sharing the whole `antd`
 * package, only the components listed are bundled.
 *
 * Using a component not listed: add it to a tier (antd-facade.test.ts
 * fails until you do) and deploy a shell built with it before the remote
 * that needs it; moving a name to another tier needs the remotes rebuilt
 * with the shell. Types still come from 'antd' directly.
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
