import { merged, recordHistory } from '../platform/history';
import type { ShipmentEvent, ShipmentGroupEvent } from './shipment.events';

/** Weights are hundredths of a pound; declared values are US cents. */
const shipmentFields = { money: { totalValue: 'UsDollar', value: 'UsDollar' }, hundredths: ['totalWeight', 'weight'] };

export const shipmentHistory = recordHistory<ShipmentEvent>(
  {
    ShipmentCreated: {
      label: { en: 'Shipment created', vi: 'Tạo lô hàng' },
      fields: ({ statusId, shipment }) => merged({}, { ...shipment, statusId }, shipmentFields),
    },
    ShipmentUpdated: { label: { en: 'Shipment updated', vi: 'Cập nhật lô hàng' }, fields: ({ after }, before) => merged(before, after, shipmentFields) },
    ShipmentStatusChanged: { label: { en: 'Status changed', vi: 'Đổi trạng thái' }, fields: ({ statusId }, before) => merged(before, { statusId }) },
    ShipmentParcelsAdded: {
      label: { en: 'Parcels added', vi: 'Thêm kiện hàng' },
      fields: ({ parcels }, before) => merged(before, Object.fromEntries(parcels.map((parcel) => [`parcels#${parcel.id}`, parcel])), shipmentFields),
    },
    ShipmentParcelChanged: {
      label: { en: 'Parcel changed', vi: 'Sửa kiện hàng' },
      fields: ({ parcel }, before) => merged(before, { [`parcels#${parcel.id}`]: parcel }, shipmentFields),
    },
    ShipmentParcelRemoved: {
      label: { en: 'Parcel removed', vi: 'Xóa kiện hàng' },
      fields: ({ parcelId }, before) => ({ ...before, [`parcels#${parcelId}.removed`]: true }),
    },
    ShipmentParcelRestored: {
      label: { en: 'Parcel restored', vi: 'Khôi phục kiện hàng' },
      fields: ({ parcelId }, before) => ({ ...before, [`parcels#${parcelId}.removed`]: false }),
    },
    ShipmentInvoiced: { label: { en: 'Shipment invoiced', vi: 'Lập hóa đơn cho lô hàng' }, fields: ({ invoiceId }, before) => merged(before, { invoiceId }) },
    ShipmentInvoiceRemoved: {
      label: { en: 'Invoice removed from shipment', vi: 'Gỡ hóa đơn khỏi lô hàng' },
      fields: (_data, before) => merged(before, { invoiceId: null }),
    },
    ShipmentDeleted: { label: { en: 'Shipment deleted', vi: 'Xóa lô hàng' }, fields: (_data, before) => merged(before, { deleted: true }) },
  },
  {
    groupId: { en: 'Shipment group', vi: 'Nhóm vận chuyển' },
    'sender.customerId': { en: 'Sender', vi: 'Người gửi' },
    'sender.address1': { en: "Sender's address 1", vi: 'Địa chỉ người gửi 1' },
    'sender.address2': { en: "Sender's address 2", vi: 'Địa chỉ người gửi 2' },
    'sender.phone': { en: "Sender's phone", vi: 'Điện thoại người gửi' },
    'sender.email': { en: "Sender's email", vi: 'Email người gửi' },
    'receiver.customerId': { en: 'Receiver', vi: 'Người nhận' },
    'receiver.address1': { en: "Receiver's address 1", vi: 'Địa chỉ người nhận 1' },
    'receiver.address2': { en: "Receiver's address 2", vi: 'Địa chỉ người nhận 2' },
    'receiver.phone': { en: "Receiver's phone", vi: 'Điện thoại người nhận' },
    'receiver.email': { en: "Receiver's email", vi: 'Email người nhận' },
    totalBox: { en: 'Boxes', vi: 'Số thùng' },
    totalPallet: { en: 'Pallets', vi: 'Số pallet' },
    totalWeight: { en: 'Weight (lb)', vi: 'Trọng lượng (lb)' },
    totalValue: { en: 'Declared value', vi: 'Giá trị khai báo' },
    boxLength: { en: 'Box length (in)', vi: 'Chiều dài thùng (in)' },
    boxWidth: { en: 'Box width (in)', vi: 'Chiều rộng thùng (in)' },
    boxHeight: { en: 'Box height (in)', vi: 'Chiều cao thùng (in)' },
    'parcels.id': { en: 'Parcel', vi: 'Kiện hàng' },
    'parcels.weight': { en: 'Parcel weight (lb)', vi: 'Trọng lượng kiện (lb)' },
    'parcels.value': { en: 'Parcel value', vi: 'Giá trị kiện' },
    'parcels.removed': { en: 'Parcel removed', vi: 'Kiện đã xóa' },
  },
  { statusId: 'option:shipmentStatus', 'sender.customerId': 'customer', 'receiver.customerId': 'customer', invoiceId: 'invoice', groupId: 'shipmentGroup' },
);

/** A group's members are items keyed by kind and id (`members#order-12.joined`). */
export const shipmentGroupHistory = recordHistory<ShipmentGroupEvent>(
  {
    ShipmentGroupAdded: {
      label: { en: 'Shipment group added', vi: 'Thêm nhóm vận chuyển' },
      fields: ({ statusId, details }) => merged({}, { ...details, statusId }),
    },
    ShipmentGroupUpdated: {
      label: { en: 'Shipment group updated', vi: 'Cập nhật nhóm vận chuyển' },
      fields: ({ statusId, details }, before) => merged(before, { ...details, statusId }),
    },
    ShipmentGroupJoined: {
      label: { en: 'Joined the group', vi: 'Vào nhóm' },
      fields: ({ member }, before) => ({ ...before, [`members#${member.kind}-${member.id}.joined`]: true }),
    },
    ShipmentGroupLeft: {
      label: { en: 'Left the group', vi: 'Rời nhóm' },
      fields: ({ member }, before) => Object.fromEntries(Object.entries(before).filter(([path]) => path !== `members#${member.kind}-${member.id}.joined`)),
    },
    ShipmentGroupDeleted: { label: { en: 'Shipment group deleted', vi: 'Xóa nhóm vận chuyển' }, fields: (_data, before) => merged(before, { deleted: true }) },
  },
  { 'members.joined': { en: 'Member', vi: 'Thành viên' } },
  { statusId: 'option:shipmentGroupStatus' },
);
