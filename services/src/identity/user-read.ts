import { userStream } from '@cargo/contracts';
import { streamRead } from '../platform/write-model/use-case';
import { userDecider } from './user.decider';

/** A user's stream, as the account use cases read and write it. */
export const userRead = (userId: number) => streamRead(userStream(userId), userDecider);
