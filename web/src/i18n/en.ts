/** English UI strings. vi.ts must have exactly these keys (checked by the compiler and by i18n.spec.ts). */
export const en = {
  app: {
    name: 'MTL Cargo',
    tagline: 'Shipping from the US to Vietnam, and wholesale goods',
    language: 'Language',
    switchTo: 'Tiếng Việt',
  },
  nav: { home: 'Home', products: 'Products', openMenu: 'Open menu' },
  home: {
    heading: 'US to Vietnam cargo and wholesale',
    priceList: 'Saigon $2.75 per lb, provinces $3.5 per lb',
    manageProducts: 'Manage products',
  },
  common: {
    loading: 'Loading…',
    yes: 'Yes',
    no: 'No',
    none: '—',
    retry: 'Try again',
    back: 'Back',
    loadFailed: 'Ops! Something is not right',
  },
  notFound: { title: '404 Page Not Found', goHome: 'Go home' },
  productList: {
    title: 'Products',
    searchTitle: 'Search by title',
    columns: { id: 'Id', image: 'Image', title: 'Title', quantity: 'Quantity', active: 'Active', dateCreated: 'Date Created' },
    noImage: 'No image',
  },
  product: {
    sku: 'SKU code',
    salePrice: 'Sale price',
    retailPrice: 'Retail price',
    discount: 'Discount',
    quantity: 'Quantity',
    usQuantity: 'US quantity',
    vnQuantity: 'VN quantity',
    placeHolderQuantity: 'On hold',
    averageStockPrice: 'Average stock price',
    store: 'Store',
    storeName: 'Store {{id}}',
    active: 'Active',
    inactive: 'Inactive',
    description: 'Description',
    dateCreated: 'Date created',
    tabs: { stocks: 'Stocks', transactions: 'Transactions' },
  },
  transactions: {
    empty: 'No movements yet',
    columns: { date: 'Date', type: 'Type', reference: 'Reference', quantity: 'Quantity', unitPrice: 'Unit price', runningQuantity: 'Running quantity', createdBy: 'By' },
    types: { Stock: 'Stock', Order: 'Order', Adjustment: 'Adjustment' },
    reference: { Stock: 'Stock #{{id}}', Order: 'Order #{{id}}', Adjustment: 'Warehouse count' },
  },
  stocks: {
    empty: 'No stock purchased yet',
    columns: { id: 'Id', vendor: 'Vendor', quantity: 'Quantity', stockPrice: 'Stock price', datePurchased: 'Date purchased', expDate: 'Exp date', status: 'Status' },
  },
};

export type UiStrings = typeof en;
