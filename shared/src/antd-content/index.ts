/**
 * The antd facade's former `antd-content` tier, whole, for remotes built before
 * the facade came in parts (see ../antd/index.ts): they import this module
 * by name, and the shell still provides it. Current builds import each
 * component's part (@portal/shared/antd-parts) instead and never this module.
 */
export { Badge } from '@portal/shared/antd-parts/badge';
export { Card } from '@portal/shared/antd-parts/card';
export { Input } from '@portal/shared/antd-parts/input';
export { Popover } from '@portal/shared/antd-parts/popover';
export { Statistic } from '@portal/shared/antd-parts/statistic';
export { Tabs } from '@portal/shared/antd-parts/tabs';
export { Tag } from '@portal/shared/antd-parts/tag';
export { Typography } from '@portal/shared/antd-parts/typography';
