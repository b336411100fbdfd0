/**
 * The antd components content pages show but the first screen (the shell's
 * chrome and the home page) does not: the middle tier of the antd facade
 * (see ../antd/index.ts), out of the shell's entry. Card brings Tabs with
 * it (for its tab list); the workspace's sidebar and top bar bring Menu,
 * Breadcrumb and Avatar; forms and dialogs bring Form and Modal; Result
 * brings its illustrations. Apps never import this module by name; their
 * `import { Card } from 'antd'` is rewritten to it at build time.
 */
export {
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Card,
  Carousel,
  Form,
  Input,
  Menu,
  message,
  Modal,
  notification,
  Popover,
  Result,
  Statistic,
  Tabs,
  Tag,
  Typography,
} from 'antd/es/index';
