export { Form } from 'antd/es/index';
