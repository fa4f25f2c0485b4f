/** Who sent a command and which request it belongs to; becomes the events' metadata. */
export interface CommandContext {
  actor: string | null;
  correlationId: string;
  causationId: string | null;
}

export const systemContext = (correlationId: string): CommandContext => ({ actor: 'system', correlationId, causationId: null });
