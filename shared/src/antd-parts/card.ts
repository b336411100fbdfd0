export { Card } from 'antd/es/index';
