export { Tag } from 'antd/es/index';
