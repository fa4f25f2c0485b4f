/** The dashboards capability's read models: the customer page's and the overview's figures, and the facts they are summed from. */
export * from './dashboards.projection';
export * from './facts';
