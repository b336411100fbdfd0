export { Timeline } from 'antd/es/index';
