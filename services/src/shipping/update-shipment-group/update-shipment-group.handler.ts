import { CommandHandler } from '@nestjs/cqrs';
import { today, type updateShipmentGroupSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../../platform/write-model/command';
import type { UseCase } from '../../platform/write-model/use-case';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { UseCases } from '../../platform/write-model/use-cases';
import { ParcelPackages } from '../parcel-packages';
import { updateShipmentGroup, type GroupChange, type GroupChanged } from './update-shipment-group.use-case';

type GroupForm = { input: z.output<typeof updateShipmentGroupSchema> };
export class UpdateShipmentGroupCommand extends Command<GroupForm> {}

/** The group page's save and the group list's status save: type, date and status (a shipmentGroupStatus option). */
@CommandHandler(UpdateShipmentGroupCommand)
export class UpdateShipmentGroupHandler extends UseCaseHandler<GroupForm, GroupChange, GroupChanged> {
  protected readonly useCase: UseCase<GroupChange, GroupChanged>;
  protected input = ({ input: { id: groupId, statusId, ...details } }: GroupForm): GroupChange => ({ groupId, statusId, details, today: today() });
  protected idOf = (record: GroupChanged) => record.groupId;

  constructor(useCases: UseCases, packages: ParcelPackages) {
    super(useCases);
    this.useCase = updateShipmentGroup(packages);
  }
}
