/**
 * The antd facade's former `antd-more` tier, whole, for remotes built before
 * the facade came in parts (see ../antd/index.ts): they import this module
 * by name, and the shell still provides it. Current builds import each
 * component's part (@portal/shared/antd-parts) instead and never this module.
 */
export { Checkbox } from '@portal/shared/antd-parts/checkbox';
export { Collapse } from '@portal/shared/antd-parts/collapse';
export { DatePicker } from '@portal/shared/antd-parts/date-picker';
export { Descriptions } from '@portal/shared/antd-parts/descriptions';
export { InputNumber } from '@portal/shared/antd-parts/input-number';
export { List } from '@portal/shared/antd-parts/list';
export { Pagination } from '@portal/shared/antd-parts/pagination';
export { Progress } from '@portal/shared/antd-parts/progress';
export { QRCode } from '@portal/shared/antd-parts/qr-code';
export { Radio } from '@portal/shared/antd-parts/radio';
export { Rate } from '@portal/shared/antd-parts/rate';
export { Segmented } from '@portal/shared/antd-parts/segmented';
export { Select } from '@portal/shared/antd-parts/select';
export { Table } from '@portal/shared/antd-parts/table';
export { Timeline } from '@portal/shared/antd-parts/timeline';
export { Tree } from '@portal/shared/antd-parts/tree';
