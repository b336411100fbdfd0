export { Collapse } from 'antd/es/index';
