export { Result } from 'antd/es/index';
