export { DatePicker } from 'antd/es/index';
