/**
 * The antd components the portal offers its apps, as ONE shared module.
 *
 * Every app's `import { … } from 'antd'` is resolved here at build time
 * (webpack alias in shared/build/webpack-app.cjs) and this module is a
 * Module Federation singleton (shared/build/shared-deps.cjs), so the page
 * loads one antd, with one ConfigProvider context, as before. Unlike
 * sharing the whole `antd` package, only the components listed here are
 * bundled into the shared chunk: about 110 KB gzip less on every first load.
 *
 * Using a component not listed: add it here (antd-facade.test.ts fails
 * until you do) and deploy a shell built with it before the remote that
 * needs it. Types still come from 'antd' directly.
 */
export {
  Alert,
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Carousel,
  Checkbox,
  Col,
  Collapse,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Menu,
  Modal,
  Pagination,
  Popover,
  Progress,
  QRCode,
  Radio,
  Rate,
  Result,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Table,
  Tabs,
  Tag,
  Timeline,
  Tree,
  Typography,
} from 'antd/es/index';
