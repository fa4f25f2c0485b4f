import type {
  AddProductInput,
  Page,
  PicturesUploaded,
  ProductRanking,
  ProductRankingsInput,
  ProductsReport,
  StoreView,
  ProductPicture,
  ProductQuery,
  ProductTransactionView,
  ProductView,
  UpdateProductInput,
} from '@cargo/contracts';
import { api } from '../../../shared/api';

/** A picture of a product, as the gallery lists it. */
export type ProductPictureRow = ProductPicture & { productId: number };

export const productsApi = api.enhanceEndpoints({ addTagTypes: ['Product', 'ProductTransactions', 'ProductPictures'] }).injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<Page<ProductView>, ProductQuery>({
      query: (query) => ({ url: '/product/get', method: 'POST', body: query }),
      providesTags: (page) => [{ type: 'Product', id: 'LIST' }, ...(page?.items ?? []).map((product) => ({ type: 'Product' as const, id: product.id }))],
    }),
    listPublicProducts: build.query<Page<ProductView>, ProductQuery>({
      query: (query) => ({ url: '/product/get/public', method: 'POST', body: query }),
      providesTags: (page) => [{ type: 'Product', id: 'LIST' }, ...(page?.items ?? []).map((product) => ({ type: 'Product' as const, id: product.id }))],
    }),
    getProduct: build.query<ProductView, number>({
      query: (id) => `/product/get/by/id/${id}`,
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
    }),
    getProductTransactions: build.query<Page<ProductTransactionView>, { productId: number; page: number; pageSize: number }>({
      query: ({ productId, page, pageSize }) => ({ url: `/product/get/transactions/by/id/${productId}`, params: { page, pageSize } }),
      providesTags: (_rows, _error, { productId }) => [{ type: 'ProductTransactions', id: productId }],
    }),
    addProduct: build.mutation<{ id: number }, AddProductInput>({
      query: (body) => ({ url: '/product/add', method: 'POST', body }),
      invalidatesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    updateProduct: build.mutation<{ id: number }, UpdateProductInput>({
      query: (body) => ({ url: '/product/update', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { id }) => [
        { type: 'Product', id: 'LIST' },
        { type: 'Product', id },
        { type: 'ProductTransactions', id },
      ],
    }),
    productPictures: build.query<ProductPictureRow[], number>({
      query: (id) => `/file/get/product/pictures/by/product/id/${id}`,
      providesTags: (_rows, _error, id) => [{ type: 'ProductPictures', id }],
    }),
    uploadPictures: build.mutation<PicturesUploaded, { productId: number; files: File[] }>({
      query: ({ productId, files }) => {
        const body = new FormData();
        body.append('productId', String(productId));
        for (const file of files) body.append('files', file, file.name);
        return { url: '/file/upload/product/pictures', method: 'POST', body };
      },
      invalidatesTags: (_reply, _error, { productId }) => [
        { type: 'ProductPictures', id: productId },
        { type: 'Product', id: productId },
        { type: 'Product', id: 'LIST' },
      ],
    }),
    deletePicture: build.mutation<{ id: number }, { productId: number; pictureId: string }>({
      query: ({ pictureId }) => ({ url: `/file/delete/product/picture/by/id/${encodeURIComponent(pictureId)}`, method: 'DELETE' }),
      invalidatesTags: (_reply, _error, { productId }) => [
        { type: 'ProductPictures', id: productId },
        { type: 'Product', id: productId },
        { type: 'Product', id: 'LIST' },
      ],
    }),
    /** Store names are public and change rarely: cached for the session. */
    getStore: build.query<StoreView, number>({ query: (id) => `/store/get/by/id/${id}`, keepUnusedDataFor: 3600 }),
    rankings: build.query<ProductRanking[], ProductRankingsInput>({
      query: (body) => ({ url: '/product/get/rankings', method: 'POST', body }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    generateReport: build.mutation<ProductsReport, ProductQuery>({ query: (body) => ({ url: '/product/generate', method: 'POST', body }) }),
    deleteProduct: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/product/delete/by/id/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    restoreProduct: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/product/restore/by/id/${id}`, method: 'POST' }),
      invalidatesTags: (_reply, _error, id) => [
        { type: 'Product', id: 'LIST' },
        { type: 'Product', id },
      ],
    }),
  }),
});

export const {
  useListProductsQuery,
  useLazyListProductsQuery,
  useListPublicProductsQuery,
  useGetProductQuery,
  useGetProductTransactionsQuery,
  useAddProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useRestoreProductMutation,
  useGenerateReportMutation,
  useGetStoreQuery,
  useProductPicturesQuery,
  useRankingsQuery,
  useUploadPicturesMutation,
  useDeletePictureMutation,
} = productsApi;
