export { InputNumber } from 'antd/es/index';
