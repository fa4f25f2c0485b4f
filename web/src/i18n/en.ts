/** The app's own English strings (shell, home, shared words); each feature brings its own. vi.ts has the same keys. */
export const en = {
  titles: { home: 'Home', notFound: 'Page not found' },
  drawer: { management: 'Management', open: 'Open menu' },
  app: { name: 'MTL Cargo', tagline: 'Shipping from the US to Vietnam, and wholesale goods', language: 'Language', switchTo: 'Tiếng Việt' },
  nav: { home: 'Home', products: 'Products', openMenu: 'Open menu' },
  home: { heading: 'US to Vietnam cargo and wholesale', priceList: 'Saigon $2.75 per lb, provinces $3.5 per lb', manageProducts: 'Manage products' },
  form: { fixToSave: 'Fill in the fields marked * correctly to continue' },
  common: {
    loading: 'Loading…',
    yes: 'Yes',
    no: 'No',
    none: '—',
    retry: 'Try again',
    back: 'Back',
    loadFailed: 'Ops! Something is not right',
    notRevertable: 'This action is not revertable!',
    cancel: 'Cancel',
    save: 'Save',
    exportCsv: 'Export CSV',
    actions: 'Actions',
  },
  notFound: { title: '404 Page Not Found', goHome: 'Go home' },
};

export type AppStrings = typeof en;
