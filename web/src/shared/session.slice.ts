import { useSelector } from 'react-redux';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@cargo/contracts';

const STORAGE_KEY = 'session';

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  /** Set when a refresh failed: the shell sends the user to /logout. */
  expired: boolean;
}

function stored(): SessionState {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { token: string; user: UserInfo } | null;
    return { token: saved?.token ?? null, user: saved?.user ?? null, expired: false };
  } catch {
    return { token: null, user: null, expired: false };
  }
}

function persist(state: SessionState): void {
  if (state.token && state.user) localStorage.setItem(STORAGE_KEY, JSON.stringify({ token: state.token, user: state.user }));
  else localStorage.removeItem(STORAGE_KEY);
}

/** The signed-in user and their bearer token, kept in local storage so a reload stays signed in. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: stored,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; user: UserInfo }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.expired = false;
      persist(state);
    },
    tokenRefreshed(state, action: PayloadAction<{ token: string; user: UserInfo }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      persist(state);
    },
    /** The server's current view of the signed-in user (roles may have changed); the token stays. */
    userRestored(state, action: PayloadAction<UserInfo>) {
      state.user = action.payload;
      persist(state);
    },
    sessionExpired(state) {
      state.expired = true;
    },
    signedOut(state) {
      state.token = null;
      state.user = null;
      state.expired = false;
      persist(state);
    },
  },
});

export const { signedIn, tokenRefreshed, userRestored, sessionExpired, signedOut } = sessionSlice.actions;

/** The signed-in user (null when signed out), for any screen: features read the session through this, not through the app's store. */
export const useSignedInUser = () => useSelector((state: { session: SessionState }) => state.session.user);

/** The session's token, for a request the API slice does not make (an image a protected route serves). */
export const useSessionToken = () => useSelector((state: { session: SessionState }) => state.session.token);
