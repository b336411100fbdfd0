export { Switch } from 'antd/es/index';
