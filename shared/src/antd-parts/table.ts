export { Table } from 'antd/es/index';
