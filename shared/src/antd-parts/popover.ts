export { Popover } from 'antd/es/index';
