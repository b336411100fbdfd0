export { Statistic } from 'antd/es/index';
