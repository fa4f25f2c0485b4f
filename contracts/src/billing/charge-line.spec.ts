import { chargedShipment, shipmentChargeLine } from './invoice.schemas';

describe("a shipment's charge line", () => {
  it('names the shipment it charges for, so screens can say it in the reader’s language; other lines name none', () => {
    const line = shipmentChargeLine({ id: 4, typeId: 'Air', totalWeight: 1250, totalPallet: 0 });
    expect(line.name).toBe('Shipment 4');
    expect(chargedShipment(line.name)).toBe(4);
    for (const name of ['Freight', 'Shipment', 'Shipment 4 extra', 'shipment 4', 'Shipment 1234567890'])
      expect({ name, shipment: chargedShipment(name) }).toEqual({ name, shipment: null });
  });
});
