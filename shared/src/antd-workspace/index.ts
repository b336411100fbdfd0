/**
 * The antd facade's former `antd-workspace` tier, whole, for remotes built before
 * the facade came in parts (see ../antd/index.ts): they import this module
 * by name, and the shell still provides it. Current builds import each
 * component's part (@portal/shared/antd-parts) instead and never this module.
 */
export { App } from '@portal/shared/antd-parts/app';
export { Avatar } from '@portal/shared/antd-parts/avatar';
export { Breadcrumb } from '@portal/shared/antd-parts/breadcrumb';
export { Form } from '@portal/shared/antd-parts/form';
export { Menu } from '@portal/shared/antd-parts/menu';
export { message } from '@portal/shared/antd-parts/message';
export { Modal } from '@portal/shared/antd-parts/modal';
export { notification } from '@portal/shared/antd-parts/notification';
export { Result } from '@portal/shared/antd-parts/result';
