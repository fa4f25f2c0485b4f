import { merged, recordHistory } from '../platform/history';
import type { PackageEvent, PreAlertEvent, ShipRequestEvent } from './package.events';
import type { PackageClaimEvent } from './package-claim';
import type { StorageTermsEvent } from './storage';

const contentsFields = { money: { value: 'UsDollar' } } as const;
const contentItems = (contents: readonly object[]) => Object.fromEntries(contents.map((line, at) => [`contents#${at + 1}`, line]));

export const preAlertHistory = recordHistory<PreAlertEvent>(
  {
    PreAlertAdded: {
      label: { en: 'Pre-alert added', vi: 'Thêm báo trước' },
      fields: ({ customerId, preAlert: { contents, ...details } }) => merged({}, { customerId, ...details, ...contentItems(contents) }, contentsFields),
    },
    PreAlertUpdated: {
      label: { en: 'Pre-alert updated', vi: 'Cập nhật báo trước' },
      fields: ({ after: { contents, ...details } }, before) =>
        merged(
          Object.fromEntries(Object.entries(before).filter(([path]) => !path.startsWith('contents#'))),
          { ...details, ...contentItems(contents) },
          contentsFields,
        ),
    },
    PreAlertCancelled: { label: { en: 'Pre-alert cancelled', vi: 'Hủy báo trước' }, fields: (_data, before) => merged(before, { cancelled: true }) },
    PreAlertReceived: { label: { en: 'Package received', vi: 'Đã nhận kiện' }, fields: ({ packageId }, before) => merged(before, { packageId }) },
  },
  {
    customerId: { en: 'Customer', vi: 'Khách hàng' },
    carrier: { en: 'Carrier', vi: 'Hãng vận chuyển' },
    trackingNumber: { en: 'Tracking number', vi: 'Số theo dõi' },
    service: { en: 'Service', vi: 'Dịch vụ' },
    fileId: { en: 'Invoice or receipt', vi: 'Hóa đơn hoặc biên nhận' },
    note: { en: 'Note', vi: 'Ghi chú' },
    'contents.description': { en: 'Item', vi: 'Món hàng' },
    'contents.quantity': { en: 'Quantity', vi: 'Số lượng' },
    'contents.value': { en: 'Value', vi: 'Giá trị' },
    'contents.hsCode': { en: 'HS code', vi: 'Mã HS' },
    cancelled: { en: 'Cancelled', vi: 'Đã hủy' },
    packageId: { en: 'Package', vi: 'Kiện hàng' },
  },
  { customerId: 'customer', packageId: 'package' },
);

/** Weights are hundredths of a pound; values are US cents. */
const packageFields = { hundredths: ['weight'], money: { declaredValue: 'UsDollar', storageFee: 'UsDollar' } } as const;

export const packageHistory = recordHistory<PackageEvent>(
  {
    PackageReceived: {
      label: { en: 'Package received', vi: 'Nhận kiện hàng' },
      fields: ({ trackingNumber, carrier, customerId, preAlertId, receipt: { photoIds, ...receipt }, label, receivedOn, declaredValue }) =>
        merged({}, { trackingNumber, carrier, customerId, preAlertId, ...receipt, photos: photoIds.length, label, receivedOn, declaredValue }, packageFields),
    },
    PackageOwnerAssigned: { label: { en: 'Owner assigned', vi: 'Gán chủ kiện' }, fields: ({ customerId }, before) => merged(before, { customerId }) },
    PackageHeld: { label: { en: 'Package held', vi: 'Giữ kiện' }, fields: ({ reason }, before) => merged(before, { held: true, reason }) },
    PackageReleased: { label: { en: 'Hold released', vi: 'Bỏ giữ kiện' }, fields: (_data, before) => merged(before, { held: false }) },
    PackageReturned: { label: { en: 'Package returned', vi: 'Trả lại kiện' }, fields: ({ reason }, before) => merged(before, { returned: true, reason }) },
    PackageDisposed: { label: { en: 'Package disposed of', vi: 'Hủy bỏ kiện' }, fields: ({ reason }, before) => merged(before, { disposed: true, reason }) },
    PackageRequested: { label: { en: 'Shipping requested', vi: 'Yêu cầu gửi hàng' }, fields: ({ requestId }, before) => merged(before, { requestId }) },
    PackageRequestWithdrawn: { label: { en: 'Request withdrawn', vi: 'Rút yêu cầu gửi' }, fields: (_data, before) => merged(before, { requestId: null }) },
    PackageConsolidated: {
      label: { en: 'Put in a shipment', vi: 'Gộp vào lô hàng' },
      fields: ({ shipmentId, consolidatedOn, storageFee }, before) => merged(before, { shipmentId, consolidatedOn, storageFee }, packageFields),
    },
    PackageUnconsolidated: {
      label: { en: 'Taken out of its shipment', vi: 'Lấy ra khỏi lô hàng' },
      fields: (_data, before) => merged(before, { shipmentId: null, consolidatedOn: null, storageFee: 0, shippedOn: null }, packageFields),
    },
    PackageShipped: { label: { en: 'Shipped with its group', vi: 'Đã gửi theo chuyến' }, fields: ({ shippedOn }, before) => merged(before, { shippedOn }) },
    PackageUnshipped: { label: { en: 'Group departure taken back', vi: 'Hủy xuất chuyến' }, fields: (_data, before) => merged(before, { shippedOn: null }) },
  },
  {
    trackingNumber: { en: 'Tracking number', vi: 'Số theo dõi' },
    carrier: { en: 'Carrier', vi: 'Hãng vận chuyển' },
    customerId: { en: 'Customer', vi: 'Khách hàng' },
    preAlertId: { en: 'Pre-alert', vi: 'Báo trước' },
    weight: { en: 'Weight (lb)', vi: 'Trọng lượng (lb)' },
    length: { en: 'Length (in)', vi: 'Dài (in)' },
    width: { en: 'Width (in)', vi: 'Rộng (in)' },
    height: { en: 'Height (in)', vi: 'Cao (in)' },
    condition: { en: 'Condition', vi: 'Tình trạng' },
    conditionNote: { en: 'Condition note', vi: 'Ghi chú tình trạng' },
    photos: { en: 'Photos', vi: 'Ảnh' },
    bin: { en: 'Shelf or bin', vi: 'Kệ hoặc ngăn' },
    'label.name': { en: 'Name on the label', vi: 'Tên trên nhãn' },
    'label.address': { en: 'Address on the label', vi: 'Địa chỉ trên nhãn' },
    held: { en: 'Held', vi: 'Bị giữ' },
    returned: { en: 'Returned', vi: 'Đã trả lại' },
    disposed: { en: 'Disposed of', vi: 'Đã hủy bỏ' },
    reason: { en: 'Reason', vi: 'Lý do' },
    receivedOn: { en: 'Received on', vi: 'Ngày nhận' },
    declaredValue: { en: 'Declared value', vi: 'Giá trị khai báo' },
    requestId: { en: 'Ship request', vi: 'Yêu cầu gửi hàng' },
    shipmentId: { en: 'Shipment', vi: 'Lô hàng' },
    consolidatedOn: { en: 'Left the shelf on', vi: 'Rời kệ ngày' },
    storageFee: { en: 'Storage fee', vi: 'Phí lưu kho' },
    shippedOn: { en: 'Shipped on', vi: 'Ngày gửi đi' },
  },
  { customerId: 'customer', preAlertId: 'preAlert', requestId: 'shipRequest', shipmentId: 'shipment' },
  { ok: { en: 'OK', vi: 'Tốt' }, damaged: { en: 'Damaged', vi: 'Hư hỏng' }, opened: { en: 'Opened', vi: 'Đã mở' } },
);

export const shipRequestHistory = recordHistory<ShipRequestEvent>(
  {
    ShipRequested: {
      label: { en: 'Shipping requested', vi: 'Yêu cầu gửi hàng' },
      fields: ({ customerId, request: { packageIds, ...request } }) =>
        merged({}, { customerId, ...request, packages: packageIds.map((id) => `#${id}`).join(', ') }),
    },
    ShipRequestCancelled: { label: { en: 'Request cancelled', vi: 'Hủy yêu cầu' }, fields: (_data, before) => merged(before, { cancelled: true }) },
    ShipRequestConsolidated: { label: { en: 'Consolidated', vi: 'Đã gộp thành lô hàng' }, fields: ({ shipmentId }, before) => merged(before, { shipmentId }) },
  },
  {
    customerId: { en: 'Customer', vi: 'Khách hàng' },
    packages: { en: 'Packages', vi: 'Các kiện' },
    service: { en: 'Service', vi: 'Dịch vụ' },
    addressId: { en: 'Delivery address', vi: 'Địa chỉ giao hàng' },
    insurance: { en: 'Insurance', vi: 'Bảo hiểm' },
    packing: { en: 'Packing', vi: 'Đóng gói' },
    note: { en: 'Note', vi: 'Ghi chú' },
    cancelled: { en: 'Cancelled', vi: 'Đã hủy' },
    shipmentId: { en: 'Shipment', vi: 'Lô hàng' },
  },
  { customerId: 'customer', addressId: 'deliveryAddress', shipmentId: 'shipment' },
  { keepBoxes: { en: 'Keep each original box', vi: 'Giữ nguyên từng thùng' }, repack: { en: 'Repack into one box', vi: 'Đóng lại thành một thùng' } },
);

export const packageClaimHistory = recordHistory<PackageClaimEvent>(
  {
    PackageClaimed: {
      label: { en: 'Package claimed', vi: 'Yêu cầu nhận kiện' },
      fields: ({ customerId, lastDigits, note }) => merged({}, { customerId, lastDigits, proof: true, note }),
    },
    PackageClaimApproved: { label: { en: 'Claim approved', vi: 'Duyệt yêu cầu nhận kiện' }, fields: ({ packageId }, before) => merged(before, { packageId }) },
    PackageClaimRefused: {
      label: { en: 'Claim refused', vi: 'Từ chối yêu cầu nhận kiện' },
      fields: ({ reason }, before) => merged(before, { refused: true, reason }),
    },
  },
  {
    customerId: { en: 'Customer', vi: 'Khách hàng' },
    lastDigits: { en: 'Last digits of the number', vi: 'Các số cuối của số theo dõi' },
    proof: { en: 'Proof attached', vi: 'Có bằng chứng' },
    note: { en: 'Note', vi: 'Ghi chú' },
    packageId: { en: 'Package', vi: 'Kiện hàng' },
    refused: { en: 'Refused', vi: 'Đã từ chối' },
    reason: { en: 'Reason', vi: 'Lý do' },
  },
  { customerId: 'customer', packageId: 'package' },
);

export const storageTermsHistory = recordHistory<StorageTermsEvent>(
  {
    StorageTermsSet: {
      label: { en: 'Storage terms set', vi: 'Đặt điều khoản lưu kho' },
      fields: ({ terms }, before) => merged(before, terms, { money: { dailyFee: 'UsDollar' } }),
    },
  },
  {
    freeDays: { en: 'Free days', vi: 'Số ngày miễn phí' },
    dailyFee: { en: 'Daily fee after them', vi: 'Phí mỗi ngày sau đó' },
    disposeAfterDays: { en: 'Unclaimed may be disposed of after (days)', vi: 'Kiện không ai nhận được hủy sau (ngày)' },
  },
);
