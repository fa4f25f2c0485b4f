/** What other capabilities use of the catalog: the product stream's state, which catalog owns, and its refusal when no product is on it (stock rows and reservations are decided on it by inventory and ordering). Everything else in this folder is its own. */
export { isListed, productNotFound, productStreamDecider } from './product.state';
export type { ListedProduct, ProductState } from './product.state';
