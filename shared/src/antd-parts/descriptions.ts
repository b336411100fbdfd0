export { Descriptions } from 'antd/es/index';
