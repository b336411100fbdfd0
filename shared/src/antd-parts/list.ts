export { List } from 'antd/es/index';
