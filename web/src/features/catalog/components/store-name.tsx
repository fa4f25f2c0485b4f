import { useGetStoreQuery } from '../api/products.api';

/** A product's store by name ('#id' while loading or if it is gone). */
export function StoreName({ storeId }: { storeId: number }) {
  const { data } = useGetStoreQuery(storeId);
  return <span data-testid="store-name">{data?.name ?? `#${storeId}`}</span>;
}
