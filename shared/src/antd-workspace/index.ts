/**
 * The antd components of signed-in work: forms, dialogs, messages, the
 * workspace's sidebar and top bar, and Result. The third tier of the antd
 * facade (see ../antd/index.ts): the public pages (home, catalogue,
 * topics, columns) fetch the first two tiers and never this one. Apps never
 * import this module by name; their `import { Form } from 'antd'` is
 * rewritten to it at build time.
 */
export {
  App,
  Avatar,
  Breadcrumb,
  Form,
  Menu,
  message,
  Modal,
  notification,
  Result,
} from 'antd/es/index';
