export { Breadcrumb } from 'antd/es/index';
