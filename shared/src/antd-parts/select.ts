export { Select } from 'antd/es/index';
