export { Badge } from 'antd/es/index';
