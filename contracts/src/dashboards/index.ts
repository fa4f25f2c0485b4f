/** The dashboards capability's contracts: the customer page's and the overview's figures. */
export * from './dashboard.views';
export * from './dashboard.schemas';
