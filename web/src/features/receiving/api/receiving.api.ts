import type {
  AddPreAlertInput,
  ClaimPackageInput,
  PackageClaimQuery,
  PackageClaimReview,
  PackageClaimView,
  CommandReceipt,
  ConsolidateInput,
  ShipRequestInput,
  ShipRequestQuery,
  ShipRequestView,
  StorageTerms,
  StorageTermsInput,
  Page,
  PackageQuery,
  PackageScanLookup,
  PackageCounts,
  PackageView,
  PreAlertQuery,
  PreAlertView,
  ReceivePackageInput,
  ReceivingFileUploaded,
  UpdatePreAlertInput,
} from '@cargo/contracts';
import { api } from '../../../shared/api';

const formOf = (files: readonly File[]) => {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return body;
};

export const receivingApi = api.enhanceEndpoints({ addTagTypes: ['Package', 'PreAlert', 'ShipRequest', 'StorageTerms', 'PackageClaim'] }).injectEndpoints({
  endpoints: (build) => ({
    packageScan: build.query<PackageScanLookup, string>({
      query: (number) => ({ url: '/package/scan', params: { number } }),
      providesTags: ['Package', 'PreAlert'],
    }),
    listPackages: build.query<Page<PackageView>, PackageQuery>({ query: (params) => ({ url: '/package/get', params }), providesTags: ['Package'] }),
    // The dashboards count them, so the tabs read a document or two rather than counting the lists.
    packageCounts: build.query<PackageCounts, void>({ query: () => '/package/get/counts', providesTags: ['Package', 'PreAlert'] }),
    getPackage: build.query<PackageView, number>({ query: (id) => `/package/get/by/id/${id}`, providesTags: ['Package'] }),
    listPreAlerts: build.query<Page<PreAlertView>, PreAlertQuery>({
      query: (params) => ({ url: '/package/prealert/get', params }),
      providesTags: ['PreAlert'],
    }),
    getPreAlert: build.query<PreAlertView, number>({ query: (id) => `/package/prealert/get/by/id/${id}`, providesTags: ['PreAlert'] }),
    /** `key`: one per record the user means, so a double click or a retry saves it once. */
    addPreAlert: build.mutation<CommandReceipt, { preAlert: AddPreAlertInput; key: string }>({
      query: ({ preAlert, key }) => ({ url: '/package/prealert/add', method: 'POST', body: preAlert, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['PreAlert'],
    }),
    updatePreAlert: build.mutation<CommandReceipt, UpdatePreAlertInput>({
      query: (body) => ({ url: '/package/prealert/update', method: 'POST', body }),
      invalidatesTags: ['PreAlert'],
    }),
    cancelPreAlert: build.mutation<CommandReceipt, number>({
      query: (id) => ({ url: `/package/prealert/cancel/by/id/${id}`, method: 'POST' }),
      invalidatesTags: ['PreAlert'],
    }),
    receivePackage: build.mutation<CommandReceipt, { receipt: ReceivePackageInput; key: string }>({
      query: ({ receipt, key }) => ({ url: '/package/receive', method: 'POST', body: receipt, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['Package', 'PreAlert'],
    }),
    assignPackageOwner: build.mutation<CommandReceipt, { id: number; customerId: number }>({
      query: (body) => ({ url: '/package/assign', method: 'POST', body }),
      invalidatesTags: ['Package'],
    }),
    holdPackage: build.mutation<CommandReceipt, { id: number; reason: string }>({
      query: (body) => ({ url: '/package/hold', method: 'POST', body }),
      invalidatesTags: ['Package'],
    }),
    releasePackage: build.mutation<CommandReceipt, number>({
      query: (id) => ({ url: `/package/release/by/id/${id}`, method: 'POST' }),
      invalidatesTags: ['Package'],
    }),
    returnPackage: build.mutation<CommandReceipt, { id: number; reason: string }>({
      query: (body) => ({ url: '/package/return', method: 'POST', body }),
      invalidatesTags: ['Package'],
    }),
    disposePackage: build.mutation<CommandReceipt, { id: number; reason: string }>({
      query: (body) => ({ url: '/package/dispose', method: 'POST', body }),
      invalidatesTags: ['Package'],
    }),
    listShipRequests: build.query<Page<ShipRequestView>, ShipRequestQuery>({
      query: (params) => ({ url: '/package/request/get', params }),
      providesTags: ['ShipRequest', 'Package'],
    }),
    requestShipping: build.mutation<CommandReceipt, { request: ShipRequestInput; key: string }>({
      query: ({ request, key }) => ({ url: '/package/request/add', method: 'POST', body: request, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['ShipRequest', 'Package'],
    }),
    cancelShipRequest: build.mutation<CommandReceipt, number>({
      query: (id) => ({ url: `/package/request/cancel/by/id/${id}`, method: 'POST' }),
      invalidatesTags: ['ShipRequest', 'Package'],
    }),
    consolidate: build.mutation<CommandReceipt, { consolidation: ConsolidateInput; key: string }>({
      query: ({ consolidation, key }) => ({ url: '/package/consolidate', method: 'POST', body: consolidation, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['ShipRequest', 'Package'],
    }),
    shipmentPackages: build.query<PackageView[], number>({ query: (id) => `/package/get/by/shipment/id/${id}`, providesTags: ['Package'] }),
    storageTerms: build.query<StorageTerms, void>({ query: () => '/package/storage/terms', providesTags: ['StorageTerms'] }),
    setStorageTerms: build.mutation<CommandReceipt, StorageTermsInput>({
      query: (body) => ({ url: '/package/storage/terms', method: 'POST', body }),
      invalidatesTags: ['StorageTerms', 'Package'],
    }),
    uploadPackagePhotos: build.mutation<ReceivingFileUploaded[], File[]>({
      query: (files) => ({ url: '/package/photo/upload', method: 'POST', body: formOf(files) }),
    }),
    uploadReceivingFile: build.mutation<ReceivingFileUploaded[], File[]>({
      query: (files) => ({ url: '/package/file/upload', method: 'POST', body: formOf(files) }),
    }),
    listClaims: build.query<Page<PackageClaimView>, PackageClaimQuery>({
      query: (params) => ({ url: '/package/claim/get', params }),
      providesTags: ['PackageClaim'],
    }),
    getClaim: build.query<PackageClaimReview, number>({ query: (id) => `/package/claim/get/by/id/${id}`, providesTags: ['PackageClaim', 'Package'] }),
    claimPackage: build.mutation<CommandReceipt, { claim: ClaimPackageInput; key: string }>({
      query: ({ claim, key }) => ({ url: '/package/claim/add', method: 'POST', body: claim, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['PackageClaim'],
    }),
    approveClaim: build.mutation<CommandReceipt, { id: number; packageId: number }>({
      query: (body) => ({ url: '/package/claim/approve', method: 'POST', body }),
      invalidatesTags: ['PackageClaim', 'Package'],
    }),
    refuseClaim: build.mutation<CommandReceipt, { id: number; reason: string }>({
      query: (body) => ({ url: '/package/claim/refuse', method: 'POST', body }),
      invalidatesTags: ['PackageClaim'],
    }),
  }),
});

export const {
  useLazyPackageScanQuery,
  useListPackagesQuery,
  useLazyListPackagesQuery,
  useGetPackageQuery,
  usePackageCountsQuery,
  useListPreAlertsQuery,
  useLazyListPreAlertsQuery,
  useGetPreAlertQuery,
  useAddPreAlertMutation,
  useUpdatePreAlertMutation,
  useCancelPreAlertMutation,
  useReceivePackageMutation,
  useAssignPackageOwnerMutation,
  useHoldPackageMutation,
  useReleasePackageMutation,
  useReturnPackageMutation,
  useDisposePackageMutation,
  useListShipRequestsQuery,
  useLazyListShipRequestsQuery,
  useRequestShippingMutation,
  useCancelShipRequestMutation,
  useConsolidateMutation,
  useShipmentPackagesQuery,
  useStorageTermsQuery,
  useSetStorageTermsMutation,
  useUploadPackagePhotosMutation,
  useUploadReceivingFileMutation,
  useListClaimsQuery,
  useLazyListClaimsQuery,
  useGetClaimQuery,
  useClaimPackageMutation,
  useApproveClaimMutation,
  useRefuseClaimMutation,
} = receivingApi;
