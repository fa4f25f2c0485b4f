import { ROLES_STREAM } from '@cargo/contracts';
import { streamRead } from '../../platform/write-model/use-case';
import { rolesDecider } from './roles.decider';

/** The roles record, as the use cases read and write it. */
export const rolesRead = () => streamRead(ROLES_STREAM, rolesDecider);
