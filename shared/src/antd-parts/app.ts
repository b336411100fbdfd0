export { App } from 'antd/es/index';
