import { Injectable } from '@nestjs/common';
import { notFound, type Language, type OwnShipmentParty, type OwnShipmentView, type Page, type ShipmentListRow, type ShipmentParty } from '@cargo/contracts';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { ShipmentQueries } from './shipment.queries';

const partyOf = (party: ShipmentParty, name: string | null, own: boolean): OwnShipmentParty =>
  own
    ? { name, address1: party.address1, address2: party.address2, phone: party.phone, email: party.email }
    : { name, address1: null, address2: null, phone: null, email: null };

/**
 * A signed-in customer's own shipments, as sender or receiver, with their timelines. The customer is
 * the caller's own (from their session); of the other party only the name is shown.
 */
@Injectable()
export class OwnShipmentQueries {
  constructor(private readonly shipments: ShipmentQueries) {}

  async list(user: AuthenticatedUser, paging: { page: number; pageSize: number }, language: Language): Promise<Page<OwnShipmentView>> {
    if (user.customerId === null) return { items: [], total: 0, page: paging.page, pageSize: paging.pageSize };
    const [page, names] = await Promise.all([this.shipments.ofCustomer(user.customerId, paging), this.shipments.statusNames(language)]);
    return { ...page, items: page.items.map((shipment) => ownView(shipment, user.customerId!, names)) };
  }

  async byId(user: AuthenticatedUser, id: number, language: Language): Promise<OwnShipmentView> {
    const shipment = await this.shipments.find(id);
    // Another customer's shipment is answered as one that does not exist.
    if (!shipment || user.customerId === null || (shipment.senderId !== user.customerId && shipment.receiverId !== user.customerId))
      throw notFound('shipping.shipmentNotFound');
    return ownView(shipment, user.customerId, await this.shipments.statusNames(language));
  }
}

function ownView(shipment: ShipmentListRow, customerId: number, statusNames: Map<number, string>): OwnShipmentView {
  const sends = shipment.senderId === customerId;
  const receives = shipment.receiverId === customerId;
  return {
    id: shipment.id,
    mtlTracking: shipment.mtlTracking,
    typeId: shipment.typeId,
    shipmentDate: shipment.shipmentDate,
    role: sends && receives ? 'both' : sends ? 'sender' : 'receiver',
    sender: partyOf(shipment.sender, shipment.senderName, sends),
    receiver: partyOf(shipment.receiver, shipment.receiverName, receives),
    totalBox: shipment.totalBox,
    totalPallet: shipment.totalPallet,
    totalWeight: shipment.totalWeight,
    totalValue: shipment.totalValue,
    description: shipment.description,
    statusName: statusNames.get(shipment.statusId) ?? '',
    timeline: shipment.statusHistory.map(({ statusId, dateCreated }) => ({ statusName: statusNames.get(statusId) ?? '', dateCreated })),
  };
}
