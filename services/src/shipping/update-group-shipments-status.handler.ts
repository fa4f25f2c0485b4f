import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MAX_PAGE_SIZE, notFound, shipmentGroupStream, shipmentStream, type CommandReceipt, type ShipmentView } from '@cargo/contracts';
import { SHIPMENTS, type ReadStore } from '@cargo/projections';
import { Command } from '../platform/write-model/command';
import { latest } from '../platform/write-model/steps';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { READ_STORE } from '../platform/process/tokens';
import { requireDropdownChoices } from '../settings/public';
import { shipmentGroupDecider } from './shipment-group.decider';
import { shipmentDecider } from './shipment.decider';

export class UpdateGroupShipmentsStatusCommand extends Command<{ groupId: number; statusId: number }> {}

/**
 * "Update status by group id": each shipment of the group gets the status, one decision per
 * shipment (a shipment already there writes nothing). The group's shipments are read through the
 * list's groupId index, a page at a time, so the cost follows the group's size, not the history.
 */
@CommandHandler(UpdateGroupShipmentsStatusCommand)
export class UpdateGroupShipmentsStatusHandler implements ICommandHandler<UpdateGroupShipmentsStatusCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async execute({ data: { groupId, statusId }, context }: UpdateGroupShipmentsStatusCommand): Promise<CommandReceipt> {
    const { state } = await this.aggregates.load(shipmentGroupStream(groupId), shipmentGroupDecider);
    if (state.status !== 'active') throw notFound('shipping.groupNotFound');
    await requireDropdownChoices(this.aggregates, [{ field: 'statusId', dropdown: 'shipmentStatus', optionId: statusId }]);
    let position = 0n;
    for (let after = 0; ; ) {
      const page = await this.store.find<ShipmentView>(SHIPMENTS, { groupId, id: { $gt: after } }, { sort: { id: 1 }, limit: MAX_PAGE_SIZE });
      for (const shipment of page) {
        const decision = await this.aggregates.execute(shipmentStream(shipment.id), shipmentDecider, { type: 'ChangeShipmentStatus', data: { shipmentId: shipment.id, statusId } }, context);
        position = latest(position, decision.position);
      }
      if (page.length < MAX_PAGE_SIZE) break;
      after = page[page.length - 1].id;
    }
    return { id: groupId, position: position.toString() };
  }
}
