export { Pagination } from 'antd/es/index';
