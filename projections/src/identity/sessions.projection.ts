import type { RecordedEvent, SessionEvent } from '@cargo/contracts';
import { change, type Projection } from '../platform/projection';

export const SESSIONS = 'sessions';

/** Which sign-ins have ended, so an access token of an ended session is refused at once. */
export interface SessionDoc {
  id: string;
  userId: number;
  ended: boolean;
  dateStarted: string;
}

export const sessionsProjection: Projection = {
  name: 'sessions',
  collections: [SESSIONS],
  handles: ['SessionStarted', 'SessionEnded'],
  changes: (event) => {
    const recorded = event as RecordedEvent<SessionEvent>;
    return [
      change<SessionDoc>(SESSIONS, recorded.data.sessionId, (doc) => {
        if (recorded.type === 'SessionStarted') return { id: recorded.data.sessionId, userId: recorded.data.userId, ended: false, dateStarted: recorded.metadata.timestamp };
        return doc && { ...doc, ended: true };
      }),
    ];
  },
};
