/** Every capability's Nest module: one line each. The app imports every module exported here. */
export { CatalogModule } from './catalog/catalog.module';
export { InventoryModule } from './inventory/inventory.module';
export { VendorsModule } from './vendors/vendors.module';
export { IdentityModule } from './identity/identity.module';
export { CustomersModule } from './customers/customers.module';
export { OrderingModule } from './ordering/ordering.module';
export { SettingsModule } from './settings/settings.module';
export { ContactModule } from './contact/contact.module';
export { ShippingModule } from './shipping/shipping.module';
export { BillingModule } from './billing/billing.module';
export { ExpensesModule } from './expenses/expenses.module';
export { DashboardsModule } from './dashboards/dashboards.module';
export { SearchModule } from './search/search.module';
export { NotificationsModule } from './notifications/notifications.module';
export { AuditModule } from './audit/audit.module';
export { ReceivingModule } from './receiving/receiving.module';
