/** The dashboards capability's read models: the customer page's and the overview's figures, and the facts they are summed from. */
export * from './dashboards.projection';
export * from './facts';
export { DASHBOARD_FIGURE_DAYS, DASHBOARD_FIGURE_GROUPS, figureGroup, type FigureGroup } from './contributions';
export * from './package-facts';
