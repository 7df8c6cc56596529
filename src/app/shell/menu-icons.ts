import {
  BlogIcon,
  CarePlusIcon,
  ConsultationIcon,
  ContactIcon,
  CustomerCareIcon,
  DeleteAccountIcon,
  FamilyIcon,
  FaqIcon,
  HomeIcon,
  MedicalHistoryIcon,
  OrdersIcon,
  ProfileIcon,
  RecordsIcon,
  SettingsIcon,
  SignOutIcon,
  WebinarIcon,
  type AppIcon,
} from '../../ui/icons';

/**
 * The icon beside each menu item, by the item's id in domain/session/menus.ts: the domain says
 * where a menu leads, the UI how it looks. The header's main links stay words only.
 */
export const MENU_ICONS: Readonly<Record<string, AppIcon>> = {
  home: HomeIcon,
  'my-profile': ProfileIcon,
  consultations: ConsultationIcon,
  'health-records': RecordsIcon,
  prescriptions: RecordsIcon,
  'medical-history': MedicalHistoryIcon,
  'my-orders': OrdersIcon,
  subscriptions: CarePlusIcon,
  'family-tree': FamilyIcon,
  blogs: BlogIcon,
  webinars: WebinarIcon,
  'contact-us': ContactIcon,
  settings: SettingsIcon,
  faq: FaqIcon,
  'delete-account': DeleteAccountIcon,
  logout: SignOutIcon,
  'need-assistance': CustomerCareIcon,
};
