export { Segmented } from 'antd/es/index';
