import { ROLE_ACTIONS, ROLE_CAPABILITIES, type FieldGroup, type RoleAction, type RoleCapability, type RoleDefinition, type RolePermissions } from './roles';

/*
 * The roles' words and the built-in roles: what root's screen, the histories and a store's first start
 * use, kept apart from the rule (`roles.ts`) so every screen's first load carries the rule alone.
 */

/** Each capability as root's screen and the histories name it. */
export const ROLE_CAPABILITY_LABELS: Readonly<Record<RoleCapability, { en: string; vi: string }>> = {
  catalog: { en: 'Products and storefront', vi: 'Sản phẩm và cửa hàng' },
  inventory: { en: 'Stock and purchases', vi: 'Tồn kho và nhập hàng' },
  ordering: { en: 'Orders', vi: 'Đơn hàng' },
  shipping: { en: 'Shipments and groups', vi: 'Lô hàng và nhóm gửi' },
  receiving: { en: 'Receiving and packages', vi: 'Nhận hàng và kiện hàng' },
  billing: { en: 'Invoices, payments and credit', vi: 'Hóa đơn, thanh toán và tín dụng' },
  expenses: { en: 'Expenses', vi: 'Chi phí' },
  vendors: { en: 'Vendors', vi: 'Nhà cung cấp' },
  customers: { en: 'Customers and messages', vi: 'Khách hàng và tin nhắn' },
  settings: { en: 'Settings', vi: 'Cài đặt' },
  dashboards: { en: 'Dashboards', vi: 'Bảng số liệu' },
  audit: { en: 'Audit history', vi: 'Lịch sử kiểm toán' },
  identity: { en: 'Users and roles', vi: 'Người dùng và vai trò' },
};

/** Each field group as root's screen and the histories name it. */
export const FIELD_GROUP_LABELS: Readonly<Record<FieldGroup, { en: string; vi: string }>> = {
  money: { en: 'Money customers pay', vi: 'Tiền khách trả' },
  costs: { en: 'Costs and margins', vi: 'Chi phí và lợi nhuận' },
  personal: { en: 'Personal data', vi: 'Thông tin cá nhân' },
};

const every: RoleAction[] = [...ROLE_ACTIONS];
const reading: RoleAction[] = ['read'];
const working: RoleAction[] = ['read', 'create', 'change'];
const everywhere = (actions: RoleAction[]) => Object.fromEntries(ROLE_CAPABILITIES.map((capability) => [capability, actions])) as RolePermissions['actions'];

/** The roles a store starts with (root may change all but the owner's, which keeps everything). */
export const BUILT_IN_ROLES: readonly RoleDefinition[] = [
  {
    key: 'owner',
    name: { en: 'Owner', vi: 'Chủ doanh nghiệp' },
    actions: everywhere(every),
    fields: { money: 'change', costs: 'change', personal: 'change' },
  },
  {
    key: 'manager',
    name: { en: 'Manager', vi: 'Quản lý' },
    actions: { ...everywhere(every), dashboards: reading, audit: reading, identity: reading },
    fields: { money: 'change', costs: 'change', personal: 'change' },
  },
  {
    key: 'warehouse',
    name: { en: 'Warehouse', vi: 'Kho hàng' },
    actions: { receiving: every, shipping: working, catalog: reading, inventory: reading, customers: reading },
    // Labels and shipments carry senders' and receivers' contacts: the dock writes them.
    fields: { money: 'none', costs: 'none', personal: 'change' },
  },
  {
    key: 'sales',
    name: { en: 'Sales', vi: 'Kinh doanh' },
    actions: { customers: working, ordering: every, catalog: reading, shipping: working, receiving: reading },
    fields: { money: 'change', costs: 'none', personal: 'change' },
  },
  {
    key: 'accountant',
    name: { en: 'Accountant', vi: 'Kế toán' },
    actions: { billing: every, expenses: every, vendors: working, customers: reading, ordering: reading, shipping: reading, dashboards: reading },
    fields: { money: 'change', costs: 'change', personal: 'read' },
  },
  {
    key: 'auditor',
    name: { en: 'Auditor', vi: 'Kiểm toán' },
    actions: everywhere(reading),
    fields: { money: 'read', costs: 'read', personal: 'read' },
  },
];
