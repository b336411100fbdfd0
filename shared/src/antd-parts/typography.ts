export { Typography } from 'antd/es/index';
