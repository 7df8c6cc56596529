/** The words of the shell only a signed-in patient sees: account menu, header cart, patient menu, SSO bar. */
export default {
  'cart.kind': 'Medicine',
  'cart.link': 'Cart',
  'cart.count': '{count, plural, one {item} other {items}}',
  'bell.name': '{count, plural, =0 {Notifications} other {Notifications, # unread}}',
  'account.partnerLogo': '{partner} logo',
  'account.partner': 'Partner',
  'account.companyLogo': "Your company's logo",
  'account.carePlus': 'Care Plus Member',
  'account.menuFor': 'Account menu for',
  'sidebar.nav': 'Patient menu',
  'sidebar.with': 'With',
  'sidebar.back': 'Back to home',
  'sso.nav': 'Quick links',
  'sso.assistance.title': 'Need assistance?',
  'sso.assistance.text': 'Call our customer care, every day from 8 AM to 10 PM:',
  'sso.assistance.close': 'Close',
};
