export { Progress } from 'antd/es/index';
