import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { bffApi } from '../api/bffApi.ts';
import { startAuthPersistence } from '../features/auth/auth-persistence.ts';
import { authSlice } from '../features/auth/authSlice.ts';
import { startCartMergeAtLogin } from '../features/cart/cart-merge.ts';

const rootReducer = combineSlices(bffApi, authSlice);
export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(bffApi.middleware),
  });
  startAuthPersistence(listeners.startListening as AppStartListening);
  startCartMergeAtLogin(listeners.startListening as AppStartListening);
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
