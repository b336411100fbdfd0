export { notification } from 'antd/es/index';
