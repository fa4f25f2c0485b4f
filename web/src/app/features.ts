/** Every feature of the web app: one line each. The router, the drawer and i18n collect what each one declares. */
export { catalogFeature } from '../features/catalog/catalog.feature';
export { inventoryFeature } from '../features/inventory/inventory.feature';
export { identityFeature } from '../features/identity/identity.feature';
export { customersFeature } from '../features/customers/customers.feature';
export { orderingFeature } from '../features/ordering/ordering.feature';
export { settingsFeature } from '../features/settings/settings.feature';
export { vendorsFeature } from '../features/vendors/vendors.feature';
export { contactFeature } from '../features/contact/contact.feature';
export { shippingFeature } from '../features/shipping/shipping.feature';
export { billingFeature } from '../features/billing/billing.feature';
export { expensesFeature } from '../features/expenses/expenses.feature';
export { dashboardsFeature } from '../features/dashboards/dashboards.feature';
export { searchFeature } from '../features/search/search.feature';
export { notificationsFeature } from '../features/notifications/notifications.feature';
export { auditFeature } from '../features/audit/audit.feature';
export { receivingFeature } from '../features/receiving/receiving.feature';
