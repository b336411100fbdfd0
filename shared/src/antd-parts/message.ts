export { message } from 'antd/es/index';
