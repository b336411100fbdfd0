export { Menu } from 'antd/es/index';
