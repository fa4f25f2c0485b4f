import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { updateGroupShipmentsStatus, type GroupShipmentsStatus, type StatusForShipments } from './update-group-shipments-status.use-case';

export class UpdateGroupShipmentsStatusCommand extends Command<GroupShipmentsStatus> {}

@CommandHandler(UpdateGroupShipmentsStatusCommand)
export class UpdateGroupShipmentsStatusHandler extends UseCaseHandler<GroupShipmentsStatus, GroupShipmentsStatus, StatusForShipments> {
  protected readonly useCase = updateGroupShipmentsStatus;
  protected input = (request: GroupShipmentsStatus) => request;
  protected idOf = (record: StatusForShipments) => record.groupId;
}
