export { AccountMenu } from './AccountMenu';
export { HeaderCartLink } from './HeaderCartLink';
export { Sidebar } from './Sidebar';
export { SsoBottomBar } from './SsoBottomBar';
export { NotificationsBell } from './NotificationsBell';
