export { Modal } from 'antd/es/index';
