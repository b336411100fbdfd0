/**
 * The antd components the portal offers that a first visit does not need:
 * the last tier of the antd facade (see ../antd/index.ts). Apps never
 * import this module by name; their `import { Table } from 'antd'` is
 * rewritten to it at build time.
 */
export {
  Checkbox,
  Collapse,
  DatePicker,
  Descriptions,
  InputNumber,
  List,
  Pagination,
  Progress,
  QRCode,
  Radio,
  Rate,
  Segmented,
  Select,
  Table,
  Timeline,
  Tree,
} from 'antd/es/index';
