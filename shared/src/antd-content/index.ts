/**
 * The antd components most content pages show but the first screen does
 * not: the middle tier of the antd facade (see ../antd/index.ts). Card
 * brings Tabs with it (for its tab list), so both live here, out of the
 * shell's entry. Apps never import this module by name; their
 * `import { Card } from 'antd'` is rewritten to it at build time.
 */
export { Card, Tabs } from 'antd/es/index';
