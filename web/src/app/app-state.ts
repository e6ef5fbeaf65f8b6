import {
  combineSlices,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { bffApi } from '../api/bffApi.ts';
import { authSlice } from '../features/auth/authSlice.ts';

/*
 * The state's shape and the listeners' type, apart from the store that starts the listeners: a feature's
 * listener imports its type from here, so no import runs back from a feature to the store.
 */
export const rootReducer = combineSlices(bffApi, authSlice);
export type RootState = ReturnType<typeof rootReducer>;
export type AppStartListening = TypedStartListening<
  RootState,
  ThunkDispatch<RootState, unknown, UnknownAction>
>;
