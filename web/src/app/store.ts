import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { bffApi } from '../api/bffApi.ts';
import { startAuthPersistence } from '../features/auth/auth-persistence.ts';
import { startCartMergeAtLogin } from '../features/cart/cart-merge.ts';
import { type AppStartListening, type RootState, rootReducer } from './app-state.ts';

export type { RootState };

export function makeStore(preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(bffApi.middleware),
  });
  const startListening = listeners.startListening as AppStartListening;
  startAuthPersistence(startListening);
  startCartMergeAtLogin(startListening);
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
