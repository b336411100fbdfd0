export { QRCode } from 'antd/es/index';
