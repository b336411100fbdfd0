export { Radio } from 'antd/es/index';
