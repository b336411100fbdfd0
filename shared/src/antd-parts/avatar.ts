export { Avatar } from 'antd/es/index';
