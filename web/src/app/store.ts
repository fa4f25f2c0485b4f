import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { sessionSlice, signedOut } from '../shared/session.slice';
import { cartSlice, cleared, persistCart } from '../features/ordering/cart.slice';
import { api } from '../shared/api';

/** Logout clears the cart too. */
const listeners = createListenerMiddleware();
listeners.startListening({ actionCreator: signedOut, effect: (_action, { dispatch }) => void dispatch(cleared()) });

export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer, cart: cartSlice.reducer },
  middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(api.middleware),
});

/** The cart persists locally, as the spec asks. */
let savedCart = store.getState().cart;
store.subscribe(() => {
  const { cart } = store.getState();
  if (cart !== savedCart) persistCart((savedCart = cart));
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
