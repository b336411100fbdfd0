export { Checkbox } from 'antd/es/index';
