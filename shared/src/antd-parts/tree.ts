export { Tree } from 'antd/es/index';
