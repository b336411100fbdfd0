export { Tabs } from 'antd/es/index';
