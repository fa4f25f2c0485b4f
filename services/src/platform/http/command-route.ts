import { SetMetadata } from '@nestjs/common';

const COMMAND_KEY = 'command';

/** Marks a route as a command (set by `CommandRoute`, which also gives it its interceptors). */
export const MarkCommand = () => SetMetadata(COMMAND_KEY, true);

/** Whether a route is a command: it changes something, may carry an Idempotency-Key and answers a position. */
export const isCommandRoute = (handler: object): boolean => Reflect.getMetadata(COMMAND_KEY, handler) === true;
