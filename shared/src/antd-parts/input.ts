export { Input } from 'antd/es/index';
