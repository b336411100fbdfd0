/**
 * '@portal/shared/ui/responsive-table': a table on a desktop, cards on a
 * phone. Apart from '@portal/shared/ui' because antd's Table is not in the
 * first tier the shell's entry bundles.
 */
export { ResponsiveTable, type ResponsiveTableProps } from './responsive-table';
