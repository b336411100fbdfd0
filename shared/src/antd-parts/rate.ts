export { Rate } from 'antd/es/index';
