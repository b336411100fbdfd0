/**
 * The antd components content pages show but the first screen (the shell's
 * chrome and the home page) does not: the second tier of the antd facade
 * (see ../antd/index.ts), out of the shell's entry. Card brings Tabs with
 * it (for its tab list). Forms, dialogs and the workspace's navigation are
 * the third tier (../antd-workspace). Apps never import this module by
 * name; their `import { Card } from 'antd'` is rewritten to it at build time.
 */
export {
  Badge,
  Card,
  Input,
  Popover,
  Statistic,
  Tabs,
  Tag,
  Typography,
} from 'antd/es/index';
